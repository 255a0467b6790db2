/**
 * The record of a build's keyed pages: each output file (`blogs/tea/index.html`,
 * `rss.xml`) with the cache key its page had (publishing/site-build/page-cache-key.ts), and
 * the digest of the code the build was made from. Kept beside the build folder, never inside it,
 * so no host serves it. A publish renders only the pages whose key the live build's record lacks
 * (publishing/site-build/changed-pages.ts); the record says which files of the live build it can keep.
 */
import { copyFile, link } from 'node:fs/promises';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export interface PageRecord {
  /** The site code's digest (publishing/site-build/code-cache.ts): pages of other code cannot be kept. */
  code: string;
  /** Output file, relative to the build folder, → the cache key of its page. */
  pages: Record<string, string>;
}

const RECORD_SUFFIX = '.pages.json';

/** Where the record of the build in `buildDir` is kept: beside it, `<build>.pages.json`. */
export function pageRecordFile(buildDir: string): string {
  return `${buildDir.replace(/[/\\]+$/, '')}${RECORD_SUFFIX}`;
}

export function readPageRecord(buildDir: string): PageRecord | undefined {
  const file = pageRecordFile(buildDir);
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<PageRecord>;
  return typeof record.code === 'string' && record.pages && typeof record.pages === 'object'
    ? (record as PageRecord)
    : undefined;
}

/**
 * Written code first, so `pageRecordCode` reads the code from the file's head; and as a new file,
 * never over the old one, so `pageRecordIdentity` tells the two apart.
 */
export function writePageRecord(buildDir: string, record: PageRecord): void {
  const file = pageRecordFile(buildDir);
  writeFileSync(`${file}.new`, JSON.stringify({ code: record.code, pages: record.pages }));
  renameSync(`${file}.new`, file);
}

/** Enough of a record's head to hold its code. */
const HEAD_BYTES = 4096;

/**
 * The code of the build in `buildDir`'s record, without reading its pages: at 50,000 articles the
 * whole record is 6 MB, and each publish asks. Undefined without a record.
 */
export function pageRecordCode(buildDir: string): string | undefined {
  let head: string;
  try {
    const fd = openSync(pageRecordFile(buildDir), 'r');
    try {
      const buffer = Buffer.alloc(HEAD_BYTES);
      head = buffer.toString('utf8', 0, readSync(fd, buffer, 0, HEAD_BYTES, 0));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const quoted = /^\{"code":("(?:[^"\\]|\\.)*")/.exec(head)?.[1];
  return quoted === undefined ? readPageRecord(buildDir)?.code : (JSON.parse(quoted) as string);
}

/**
 * Which record file a build has, by the file itself: moving a record with its build and sharing
 * it (a hard link) keep it, writing a new one does not. Undefined without a record.
 */
export function pageRecordIdentity(buildDir: string): string | undefined {
  const info = statSync(pageRecordFile(buildDir), { throwIfNoEntry: false });
  return info ? `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}` : undefined;
}

/** Moves a build's record with the build (a finished build moves out of its staging folder). */
export function movePageRecord(from: string, to: string): void {
  if (existsSync(pageRecordFile(from))) renameSync(pageRecordFile(from), pageRecordFile(to));
}

/**
 * Gives the build in `to` the record of the build in `from` (the same pages, linked) as a hard
 * link: the record is as big as the site, and no record is written in place once written. None
 * when `from` has none.
 */
export async function sharePageRecord(from: string, to: string): Promise<void> {
  try {
    await link(pageRecordFile(from), pageRecordFile(to));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EXDEV') throw error;
    await copyFile(pageRecordFile(from), pageRecordFile(to));
  }
}

export function removePageRecord(buildDir: string): void {
  rmSync(pageRecordFile(buildDir), { force: true });
}

/** Astro's own record of an incremental build (`incremental-build.json` in its cache folder). */
interface AstroIncrementalManifest {
  routes?: Record<string, { paths?: Record<string, { cacheKey?: string; outputFile?: string }> }>;
}

/** The keyed pages of the last Astro build whose cache folder is `astroCacheDir`. */
export function keyedPagesOfAstroBuild(astroCacheDir: string): Record<string, string> {
  const file = join(astroCacheDir, 'incremental-build.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as AstroIncrementalManifest;
  const pages: Record<string, string> = {};
  for (const route of Object.values(manifest.routes ?? {})) {
    for (const path of Object.values(route.paths ?? {})) {
      // Astro names the file as a URL would (encoded); the folder holds it decoded.
      if (path.cacheKey && path.outputFile) pages[decodeURI(path.outputFile)] = path.cacheKey;
    }
  }
  return pages;
}

/**
 * After a build of the changed pages only: the record of the whole site it makes with the live
 * build, and the live build's files that no page has any more (a deleted item, a list page past
 * the end). `keys` are every key the build's pages had, rendered or not; `rendered` the keyed
 * pages it rendered.
 */
export function recordAfterChanges(
  live: PageRecord,
  keys: ReadonlySet<string>,
  rendered: Record<string, string>,
  code: string,
  keyCounts?: KeyCounts,
): { record: PageRecord; gone: string[] } {
  const pages: Record<string, string> = {};
  const gone: string[] = [];
  for (const file in live.pages) {
    const key = live.pages[file] as string;
    const kept = keys.has(key);
    if (kept) pages[file] = key;
    else if (!(file in rendered)) gone.push(file);
    if (keyCounts && (!kept || file in rendered)) countKey(keyCounts, key, -1);
  }
  for (const file in rendered) {
    pages[file] = rendered[file] as string;
    if (keyCounts) countKey(keyCounts, rendered[file] as string, 1);
  }
  return { record: { code, pages }, gone: gone.sort() };
}

/**
 * How many files of a record have each key: a record's keys as a set that a round of changed
 * pages changes by what it rendered and removed (recordAfterChanges), rather than made again from
 * every page of the site.
 */
export type KeyCounts = Map<string, number>;

export function keyCountsOf(pages: Readonly<Record<string, string>>): KeyCounts {
  const counts: KeyCounts = new Map();
  for (const file in pages) countKey(counts, pages[file] as string, 1);
  return counts;
}

function countKey(counts: KeyCounts, key: string, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
