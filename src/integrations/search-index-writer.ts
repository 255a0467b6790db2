/**
 * Writes a build's search index (Pagefind) into `<outDir>/pagefind/`, and keeps the last one in
 * the build cache: when the searchable pages are byte for byte those the cached index was made
 * from, the cached index is linked in instead of indexing again. Used by the build's integration
 * (search-index.ts) and, after a publish, by the rebuild service (scripts/search-index.ts).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';
import { SEARCH } from '../config.ts';
import { digestPages, linkTree } from './search-digest.ts';

export const SEARCH_INDEX_DIR = SEARCH.bundlePath.replace(/^\/|\/$/g, '');
const DIGEST_FILE = 'digest';

/** Where the last index is kept inside a build cache (Astro's cacheDir). */
export function searchIndexCache(buildCacheDir: string): string {
  return join(buildCacheDir, 'search-index');
}

/** Pagefind's version, from the package.json above its entry point (its exports hide the file). */
function pagefindVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('pagefind')));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Links the last index into `outDir`, whatever pages it was made from; false when there is none.
 * The digest is written last, so a cache without one may be half written and is not used.
 */
export function linkLastIndex(outDir: string, cacheDir: string): boolean {
  if (!existsSync(join(cacheDir, DIGEST_FILE))) return false;
  linkTree(join(cacheDir, SEARCH_INDEX_DIR), join(outDir, SEARCH_INDEX_DIR));
  return true;
}

async function runPagefind(outDir: string): Promise<void> {
  try {
    const { index, errors } = await createIndex();
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length) throw new Error(`Pagefind could not index the pages: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, SEARCH_INDEX_DIR) });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  } finally {
    await close();
  }
}

/** Indexes `outDir`, or links the cached index when its pages are unchanged; says which it did. */
export async function writeSearchIndex(outDir: string, cacheDir: string): Promise<'reused' | 'indexed'> {
  const digest = digestPages(outDir, pagefindVersion(), SEARCH_INDEX_DIR);
  const digestFile = join(cacheDir, DIGEST_FILE);
  if (existsSync(digestFile) && readFileSync(digestFile, 'utf8') === digest) {
    rmSync(join(outDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
    linkTree(join(cacheDir, SEARCH_INDEX_DIR), join(outDir, SEARCH_INDEX_DIR));
    return 'reused';
  }
  rmSync(join(outDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
  await runPagefind(outDir);
  // Kept beside the cache, then swapped in whole: a stopped indexer never leaves a half cache.
  const next = `${cacheDir}.next`;
  rmSync(next, { recursive: true, force: true });
  linkTree(join(outDir, SEARCH_INDEX_DIR), join(next, SEARCH_INDEX_DIR));
  writeFileSync(join(next, DIGEST_FILE), digest);
  rmSync(cacheDir, { recursive: true, force: true });
  renameSync(next, cacheDir);
  return 'indexed';
}
