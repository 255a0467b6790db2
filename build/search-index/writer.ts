/**
 * Writes a build's search index (Pagefind) into `<outDir>/pagefind/`, as bundles of pages
 * (bundles.ts) that the search page merges, and keeps the last index in the build cache: a bundle
 * whose pages are byte for byte those it was made from is linked in again instead of indexed.
 * Run in a process of its own (writer-process.ts) that build/build-site.ts starts once Astro has
 * exited, for `npm run build` and, after a publish, for the rebuild service.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { bundleCount, bundleDir, bundleUrl, groupByBundle, SEARCH_INDEX_DIR } from './bundles.ts';
import { bundleDigest, linkFiles, linkTree, searchablePages, type SearchablePage } from './digest.ts';

/** In the cache: one folder per bundle, and the digests of their pages, written last. */
const BUNDLES_DIR = 'bundles';
const DIGESTS_FILE = 'digests.json';
/** What a merged bundle needs; the primary bundle's script and WebAssembly serve them all. */
const MERGED_BUNDLE_FILES = /^(pagefind-entry\.json|pagefind\..+\.pf_meta|fragment|index|filter)$/;

export interface SearchIndexOptions {
  /** Pages per bundle at most; SEARCH_INDEXING.shardPages by default. */
  shardPages?: number;
}

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

/** The digests of the kept bundles, one per bundle; undefined when no whole index is kept. */
function keptDigests(cacheDir: string): string[] | undefined {
  const file = join(cacheDir, DIGESTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : undefined;
}

/** Replaces `<outDir>/pagefind/` with the kept bundles and the list of the merged ones. */
function linkIntoSite(outDir: string, cacheDir: string, bundles: number): void {
  rmSync(join(outDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
  for (let bundle = 0; bundle < bundles; bundle += 1) {
    linkTree(join(cacheDir, BUNDLES_DIR, String(bundle)), join(outDir, bundleDir(bundle)));
  }
  const merged = Array.from({ length: bundles - 1 }, (_, index) => bundleUrl(index + 1));
  writeFileSync(join(outDir, SEARCH_INDEX_DIR, SEARCH_INDEXING.shardListFile), JSON.stringify(merged));
}

/** Links the last index into `outDir`, whatever pages it was made from; false when there is none. */
export function linkLastIndex(outDir: string, cacheDir: string): boolean {
  const digests = keptDigests(cacheDir);
  if (!digests) return false;
  linkIntoSite(outDir, cacheDir, digests.length);
  return true;
}

function indexInWorker(siteDir: string, outputPath: string): Promise<void> {
  return new Promise((resolveIndexed, reject) => {
    const worker = new Worker(new URL('./bundle-worker.ts', import.meta.url), {
      workerData: { siteDir, outputPath },
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolveIndexed() : reject(new Error(`Pagefind's worker exited with ${code}`)),
    );
  });
}

/** Runs the tasks, at most `width` at once; rejects with the first failure. */
async function inParallel(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
}

/** Indexes one bundle's pages (linked into a folder of their own) into `into`. */
async function indexBundle(
  outDir: string,
  pages: readonly SearchablePage[],
  staging: string,
  into: string,
  primary: boolean,
) {
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  linkFiles(
    outDir,
    pages.map((page) => page.name),
    staging,
  );
  try {
    await indexInWorker(staging, into);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (primary) return;
  for (const name of readdirSync(into)) {
    if (!MERGED_BUNDLE_FILES.test(name)) rmSync(join(into, name), { recursive: true, force: true });
  }
}

/**
 * Indexes `outDir` into bundles, linking each kept bundle whose pages are unchanged; says whether
 * every bundle was reused or at least one was indexed.
 */
export async function writeSearchIndex(
  outDir: string,
  cacheDir: string,
  options: SearchIndexOptions = {},
): Promise<'reused' | 'indexed'> {
  const pages = searchablePages(outDir, SEARCH_INDEX_DIR);
  const bundles = bundleCount(pages.length, options.shardPages ?? SEARCH_INDEXING.shardPages);
  const groups = groupByBundle(pages, bundles);
  const version = pagefindVersion();
  const digests = groups.map((group) => bundleDigest(group, bundles, version));
  const kept = keptDigests(cacheDir);
  if (kept?.length === digests.length && digests.every((digest, bundle) => kept[bundle] === digest)) {
    linkIntoSite(outDir, cacheDir, bundles);
    return 'reused';
  }

  // Built beside the cache, then swapped in whole: a stopped indexer never leaves a half cache.
  const next = `${cacheDir}.next`;
  rmSync(next, { recursive: true, force: true });
  const stale: number[] = [];
  digests.forEach((digest, bundle) => {
    if (kept?.[bundle] === digest) {
      linkTree(join(cacheDir, BUNDLES_DIR, String(bundle)), join(next, BUNDLES_DIR, String(bundle)));
    } else {
      stale.push(bundle);
    }
  });
  await inParallel(
    stale.map((bundle) => () => {
      const into = join(next, BUNDLES_DIR, String(bundle));
      return indexBundle(outDir, groups[bundle] ?? [], `${cacheDir}.staging-${bundle}`, into, bundle === 0);
    }),
    SEARCH_INDEXING.parallelShards,
  );
  writeFileSync(join(next, DIGESTS_FILE), JSON.stringify(digests));
  rmSync(cacheDir, { recursive: true, force: true });
  renameSync(next, cacheDir);
  linkIntoSite(outDir, cacheDir, bundles);
  return 'indexed';
}
