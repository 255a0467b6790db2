/**
 * Astro builds in a process of their own: a message `{ outDir, cacheDir, root, … }` runs Astro's
 * programmatic build() and the process answers `{ done: true }`, or exits with 1 when it failed.
 * A process does one Astro build: nothing one build read (the catalogue, the bundled pages) can
 * leak into another build. Started by build-site.ts; with `--prewarm` it is started ahead of the
 * build it will run, and loads Node, Astro and the packages the build imports while the rebuild
 * service waits for writes.
 *
 * Asked to stay warm (the rebuild service), the process lives on after its build, keeping the
 * renderer Astro made (kept-renderer.ts): each next publish of the same code is a round of that
 * renderer (render-round.ts), which reads only the changed items again and renders only the pages
 * whose cache key the live build lacks, with no Vite and no Astro build at all.
 */

import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Change } from '../../contract/rebuild-changes.ts';
import { CHANGED_PAGES_CACHE, FONTS_CACHE, setAsideChangedPagesCache, writeChanges } from './changed-pages.ts';
import { hasKeptRenderer, renderChangedPages, writeWholeSitemap } from './kept-renderer.ts';
import { editSitemap } from './sitemap-edit.ts';
import {
  keyCountsOf,
  keyedPagesOfAstroBuild,
  pageRecordIdentity,
  readPageRecord,
  recordAfterChanges,
  writePageRecord,
  type KeyCounts,
  type PageRecord,
} from './page-record.ts';
import { startRound } from './render-round.ts';
import { profiled } from './round-profile.ts';
import { catalogueWanted } from './shared-catalogue.ts';
import { buildInStaging } from './staged-build.ts';

export interface BuildRequest {
  outDir: string;
  cacheDir: string;
  root: string;
  /** The digest of the site's code, kept in the build's page record. */
  code: string;
  /** Keeps the build's page record beside it (page-record.ts), for the builds of changes on top of it. */
  record: boolean;
  /**
   * The live build: render only the pages whose cache key it lacks (changed-pages.ts), and write
   * what the whole site's record becomes and which of its files are gone beside `outDir`.
   */
  changedSince?: string;
  /** What changed since the last build this process made; absent: everything may have. */
  changes?: readonly Change[];
  /** Lives on after the build, for the next publishes of the same code (a warm renderer). */
  stayWarm?: boolean;
}

/** The answer to a request that went well; a failed one ends the process with 1. */
export interface BuildDone {
  done: true;
  /** Rendered by the renderer kept from an earlier build, without Astro's build. */
  warm: boolean;
}

/**
 * Packages the build imports while it runs (the config's integrations, and what the bundled
 * pages import: jsdom alone takes half a second), loaded while the process waits. Measured with a
 * module load hook on a real build; one that is missing or renamed is simply loaded by the build.
 */
const BUILD_IMPORTS = [
  '@astrojs/react',
  '@astrojs/rss',
  '@astrojs/sitemap',
  '@emailjs/browser',
  '@nanostores/persistent',
  '@nanostores/react',
  '@vitejs/plugin-react',
  'css-tree',
  'csso',
  'dompurify',
  'fast-xml-parser',
  'firebase/app',
  'firebase/auth',
  'jsdom',
  'lightningcss',
  'nanostores',
  'pagefind',
  'react',
  'react-dom/server',
  'sharp',
  'svgo',
  'undici',
  'vite',
  'zod',
];

// Listening comes first: a build asked for while the modules still load waits for them.
process.on('message', (message: BuildRequest) => void runRequest(message));
// The service that started it is gone: nothing will ask for this build.
process.once('disconnect', () => process.exit(0));

// As Astro's build() sets it, but before the packages load ahead of it: React, loaded without
// it, would render every page of the warm renderer with its development build.
process.env.NODE_ENV ||= 'production';
const astro = import('astro');
const preloaded = process.argv.includes('--prewarm')
  ? Promise.allSettled(BUILD_IMPORTS.map((name) => import(name)))
  : undefined;

/** The code of the build whose renderer this process keeps. */
let keptCode: string | undefined;

async function runRequest(request: BuildRequest): Promise<void> {
  try {
    const warm = hasKeptRenderer() && keptCode === request.code && request.changedSince !== undefined;
    if (warm) await profiled('round', () => renderRound(request));
    else if (keptCode !== undefined)
      throw new Error('This process has built once; a build of other code needs a new one');
    else await runBuild(request);
    keptCode = request.code;
    const answer: BuildDone = { done: true, warm };
    // Exits only once the answer is sent: a message still queued would be lost.
    if (request.stayWarm) process.send?.(answer);
    else if (!process.send?.(answer, () => process.exit(0))) process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}

/**
 * The record this process wrote last, with the file it wrote: the live build's record, unless a
 * build it did not make went live since. Reading 50,000 pages' keys from the file again took
 * a tenth of a second of each publish.
 */
let lastRecord: KeptRecord | undefined;

/** A record as a round uses it, with the count of its files of each key, kept up to date from round to round. */
interface KeptRecord {
  identity?: string;
  record: PageRecord;
  keyCounts: KeyCounts;
}

/** The live build's record, which a build of changed pages starts from. */
function liveRecordOf(changedSince: string): KeptRecord {
  const identity = pageRecordIdentity(changedSince);
  if (lastRecord && identity === lastRecord.identity) return lastRecord;
  const record = readPageRecord(changedSince);
  if (!record) throw new Error(`${changedSince} has no page record to build its changes on`);
  return { record, keyCounts: keyCountsOf(record.pages) };
}

/**
 * The whole site's record after a build of changed pages, and the live files gone, beside
 * `outDir`; `keyCounts` are the live record's, already changed into the new one's.
 */
function writeRecordAfter(outDir: string, after: { record: PageRecord; gone: string[] }, keyCounts: KeyCounts): void {
  writePageRecord(outDir, after.record);
  writeChanges(outDir, after.gone);
  lastRecord = { identity: pageRecordIdentity(outDir) as string, record: after.record, keyCounts };
}

/** A publish in the kept renderer: the changed items read again, the changed pages rendered. */
async function renderRound({ outDir, cacheDir, code, changedSince, changes }: BuildRequest): Promise<void> {
  const { record: live, keyCounts } = liveRecordOf(changedSince as string);
  const round = startRound({
    livePages: live.pages,
    liveKeys: keyCounts,
    changes: changes ?? 'all',
    catalogue: catalogueWanted(cacheDir),
  });
  const { rendered, pageNames, site } = await renderChangedPages(outDir);
  const added = Object.keys(rendered).filter((file) => !(file in live.pages));
  // From here on the counts are the new record's.
  const after = recordAfterChanges(live, round.keys, rendered, code, keyCounts);
  if (!(await editSitemap(outDir, changedSince as string, site, added, after.gone))) {
    await writeWholeSitemap(outDir, pageNames);
  }
  writeRecordAfter(outDir, after, keyCounts);
}

async function runBuild({ outDir, cacheDir, root, code, record, changedSince }: BuildRequest): Promise<void> {
  const { build } = await astro;
  await preloaded;
  if (!changedSince) {
    startRound({ changes: 'all', catalogue: catalogueWanted(cacheDir) });
    await buildInStaging({ root, outDir, cacheDir }, build);
    if (record) writePageRecord(outDir, { code, pages: keyedPagesOfAstroBuild(cacheDir) });
    return;
  }
  const { record: live, keyCounts } = liveRecordOf(changedSince);
  // A cache of its own, empty, so Astro's record of it names exactly the pages rendered, and
  // the whole builds' cache keeps every page. The last one is removed while Astro builds.
  const changedCache = join(cacheDir, CHANGED_PAGES_CACHE);
  const oldCacheRemoved = setAsideChangedPagesCache(cacheDir);
  const round = startRound({
    livePages: live.pages,
    liveKeys: keyCounts,
    changes: 'all',
    catalogue: catalogueWanted(cacheDir),
  });
  // Astro's font files, made once by the whole builds: copied, as Astro may write there.
  if (existsSync(join(cacheDir, FONTS_CACHE)))
    cpSync(join(cacheDir, FONTS_CACHE), join(changedCache, FONTS_CACHE), { recursive: true });
  await build({ root, outDir, cacheDir: changedCache });
  const rendered = keyedPagesOfAstroBuild(changedCache);
  writeRecordAfter(outDir, recordAfterChanges(live, round.keys, rendered, code, keyCounts), keyCounts);
  for (const left of await oldCacheRemoved) console.warn(`An old cache of changed pages is left: ${left}`);
}
