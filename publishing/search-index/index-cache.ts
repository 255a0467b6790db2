/**
 * The last search index, kept in the build cache: one folder per bundle with the digests of what
 * each was made from (writer.ts), and beside them the bundle of recent changes with its record
 * (recent-bundle.ts). Every site gets the kept index as hard links, with the list the search page
 * reads: the bundles to merge and the results the recent bundle replaces.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Change } from '../../contract/rebuild-changes.ts';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { pathInBuild } from '../site-build/layered-build.ts';
import { bundleHoldsPages, type SearchIndexList } from '../../src/lib/search/pagefind.ts';
import { resultIds } from './bundle-results.ts';
import { bundleDir, bundleUrl, RECENT_BUNDLE_DIR, SEARCH_INDEX_DIR } from './bundles.ts';
import { linkTree } from './digest.ts';

/** In the cache: one folder per bundle, and the digests of their pages, written last. */
const BUNDLES_DIR = 'bundles';
const DIGESTS_FILE = 'digests.json';
/** Beside the bundles, never inside them (a bundle's files are linked into every site): each one's results by page. */
const RESULTS_DIR = 'results';
/** The recent bundle's record, inside its folder (the bundle itself needs no such file). */
const RECENT_RECORD_FILE = 'recent.json';
/** Each bundle's entry file, written by Pagefind with the bundle: which version a folder holds. */
const BUNDLE_ENTRY_FILE = SEARCH_INDEXING.entryFile;

/** What a kept bundle was made from: a digest of its documents and one of its built pages. */
export interface KeptDigest {
  documents: string;
  builtPages: string;
}

/** What the bundle of recent changes covers. */
export interface RecentRecord {
  /** Every item changed since the kept bundles were written, once each. */
  items: Pick<Change, 'kind' | 'id'>[];
  /**
   * Each changed page's result in the kept bundles (null when they have none, as for a new page):
   * what the search page hides.
   */
  keptResults: Record<string, string | null>;
}

/** Where the last index is kept inside a build cache (Astro's cacheDir). */
export function searchIndexCache(buildCacheDir: string): string {
  return join(buildCacheDir, 'search-index');
}

/** Bundle n's folder in the cache. */
export function keptBundleDir(cacheDir: string, bundle: number): string {
  return join(cacheDir, BUNDLES_DIR, String(bundle));
}

/** The file of bundle n's results by page address in the cache (bundle-results.ts). */
export function keptResultsFile(cacheDir: string, bundle: number): string {
  return join(cacheDir, RESULTS_DIR, `${bundle}.json`);
}

/**
 * Whether the kept primary bundle holds any page. Only then may a publish index into a bundle of
 * recent changes: the search page runs Pagefind from the primary bundle, and one of no pages (a
 * magazine's first day) has no index of the recent bundle's language to run it with.
 */
export function primaryHoldsPages(cacheDir: string): boolean {
  try {
    return bundleHoldsPages(JSON.parse(readFileSync(join(keptBundleDir(cacheDir, 0), BUNDLE_ENTRY_FILE), 'utf8')));
  } catch {
    return false;
  }
}

/** The recent bundle's folder in the cache. */
export function recentBundleDir(cacheDir: string): string {
  return join(cacheDir, SEARCH_INDEXING.recentBundle);
}

export function writeDigests(cacheDir: string, digests: readonly KeptDigest[]): void {
  writeFileSync(join(cacheDir, DIGESTS_FILE), JSON.stringify(digests));
}

/**
 * The digests of the kept bundles, one per bundle; undefined when no whole index is kept, or when
 * an indexer stopped while it replaced the recent bundle (set aside, and no new one in its place):
 * the kept bundles alone would miss the recent changes.
 */
export function keptDigests(cacheDir: string): KeptDigest[] | undefined {
  const file = join(cacheDir, DIGESTS_FILE);
  if (!existsSync(file)) return undefined;
  const recent = recentBundleDir(cacheDir);
  if (existsSync(`${recent}.old`) && !existsSync(recent)) return undefined;
  const kept = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  // An index kept in an older form is indexed again.
  return kept.every((digest) => typeof (digest as KeptDigest | undefined)?.documents === 'string')
    ? (kept as KeptDigest[])
    : undefined;
}

/** How many bundles the kept index has; undefined when none is kept. */
export function keptBundleCount(cacheDir: string): number | undefined {
  return keptDigests(cacheDir)?.length;
}

export function writeRecentRecord(bundleFolder: string, record: RecentRecord): void {
  writeFileSync(join(bundleFolder, RECENT_RECORD_FILE), JSON.stringify(record));
}

/** The recent bundle's record; none when the kept bundles cover every change. */
export function readRecentRecord(cacheDir: string): RecentRecord {
  const file = join(recentBundleDir(cacheDir), RECENT_RECORD_FILE);
  if (!existsSync(file)) return { items: [], keptResults: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as RecentRecord;
}

/**
 * The kept results the recent bundle replaces. A page a change left as it was has the same id in
 * both; the search page shows it once (visibleResults), so it is not hidden.
 */
function hiddenResults(cacheDir: string): string[] {
  const recent = resultIds(recentBundleDir(cacheDir));
  return Object.values(readRecentRecord(cacheDir).keptResults).filter(
    (id): id is string => id !== null && !recent.has(id),
  );
}

/** Whether the recent bundle has pages of its own (every change may have been a removal). */
function recentHasPages(cacheDir: string): boolean {
  return existsSync(join(recentBundleDir(cacheDir), BUNDLE_ENTRY_FILE));
}

/** Whether two paths are one file: a site's bundle linked from the cache is the cache's. */
function sameFile(a: string, b: string): boolean {
  if (!existsSync(a) || !existsSync(b)) return false;
  const [first, second] = [statSync(a), statSync(b)];
  return first.ino === second.ino && first.dev === second.dev;
}

/**
 * Puts the kept index into `<outDir>/pagefind/`: the kept bundles, the recent one if any, and the
 * list of the bundles the primary one merges with the results they replace. A site linked from a
 * build that had the kept bundles keeps them, and only the recent bundle and the list are
 * replaced: at 10,000 articles the bundles are about 10,500 files, and unlinking and linking them
 * again was most of a publish's index. Files of the site are never written in place: each may be
 * a link to another build's.
 */
export function linkIntoSite(outDir: string, cacheDir: string, bundles: number): void {
  const bundleIndexes = Array.from({ length: bundles }, (_, bundle) => bundle);
  // Through the site's layers: a layer over the last build reads its index from there.
  const keptInPlace = bundleIndexes.every((bundle) => {
    const inSite = pathInBuild(outDir, `${bundleDir(bundle)}/${BUNDLE_ENTRY_FILE}`);
    return inSite !== undefined && sameFile(join(keptBundleDir(cacheDir, bundle), BUNDLE_ENTRY_FILE), inSite);
  });
  const listFile = join(outDir, SEARCH_INDEX_DIR, SEARCH_INDEXING.shardListFile);
  if (keptInPlace) {
    rmSync(join(outDir, RECENT_BUNDLE_DIR), { recursive: true, force: true });
    rmSync(listFile, { force: true });
  } else {
    rmSync(join(outDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
    for (const bundle of bundleIndexes) linkTree(keptBundleDir(cacheDir, bundle), join(outDir, bundleDir(bundle)));
  }
  const list: SearchIndexList = {
    bundles: bundleIndexes.slice(1).map(bundleUrl),
    hidden: hiddenResults(cacheDir),
  };
  if (recentHasPages(cacheDir)) {
    linkTree(recentBundleDir(cacheDir), join(outDir, RECENT_BUNDLE_DIR));
    rmSync(join(outDir, RECENT_BUNDLE_DIR, RECENT_RECORD_FILE));
    list.bundles.push(`/${RECENT_BUNDLE_DIR}/`);
  }
  // A layer over the last build may hold no folder of the index yet.
  mkdirSync(dirname(listFile), { recursive: true });
  writeFileSync(listFile, JSON.stringify(list));
}

/** Links the last index into `outDir`, whatever pages it was made from; false when there is none. */
export function linkLastIndex(outDir: string, cacheDir: string): boolean {
  const digests = keptDigests(cacheDir);
  if (!digests) return false;
  linkIntoSite(outDir, cacheDir, digests.length);
  return true;
}
