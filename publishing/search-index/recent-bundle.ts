/**
 * The bundle of recent changes. Indexing a publish's page meant indexing its whole bundle again:
 * at 10,000 articles about 1,700 pages, and the page became searchable 11 s after it went live.
 * Instead, a publish indexes only the items changed since the kept bundles were written (this
 * one's and those before it), fetched one by one, into a small bundle the search page merges like
 * the others (an item whose page's key changed counts too: changed-items.ts). The kept bundles'
 * results for those pages are listed for the search page to hide (a Pagefind result's id is the
 * name of its fragment), so a changed page is found as it is now and a removed one not at all.
 * Once more than SEARCH_INDEXING.recentPages items have changed, or a whole index is written,
 * their bundles are indexed again and the recent bundle is gone (writer.ts).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { readBundleResults, resultsByUrl } from './bundle-results.ts';
import { bundleOf } from './bundles.ts';
import { writeDocumentFiles } from './document-files.ts';
import type { RecentSource } from './search-source.ts';
import { itemPageFile } from '../../contract/rebuild-changes.ts';
import { mergeChangedItems, type ChangedItem } from './changed-items.ts';
import {
  keptBundleCount,
  keptBundleDir,
  keptResultsFile,
  linkIntoSite,
  readRecentRecord,
  recentBundleDir,
  writeRecentRecord,
} from './index-cache.ts';
import { indexInWorker } from './bundle-workers.ts';
import { checkPagesWritten, PRIMARY_BUNDLE, trimMergedBundle } from './writer.ts';

/** The items changed since the kept bundles were written, these included. */
export function pendingItems(cacheDir: string, items: readonly ChangedItem[]): ChangedItem[] {
  return mergeChangedItems(readRecentRecord(cacheDir).items, items);
}

/** The address Pagefind gives a page named by its file: `blogs/a/index.html` is `/blogs/a/`. */
function pageUrl(name: string): string {
  return `/${name.replace(/index\.html$/, '')}`;
}

/**
 * Each page's result in the kept bundles, or null; those known already are not read again. A
 * page's result is in the bundle its path hashes to, or, for a page read from the built site (an
 * issue), in the primary bundle.
 */
function keptResultsOf(
  cacheDir: string,
  bundles: number,
  pages: readonly string[],
  known: Record<string, string | null>,
): Record<string, string | null> {
  const byBundle = new Map<number, Map<string, string>>();
  const resultsOf = (bundle: number) => {
    let results = byBundle.get(bundle);
    if (!results) {
      results = readBundleResults(keptResultsFile(cacheDir, bundle)) ?? resultsByUrl(keptBundleDir(cacheDir, bundle));
      byBundle.set(bundle, results);
    }
    return results;
  };
  const found: Record<string, string | null> = {};
  for (const page of pages) {
    found[page] =
      page in known
        ? (known[page] ?? null)
        : (resultsOf(bundleOf(page, bundles)).get(pageUrl(page)) ??
          resultsOf(PRIMARY_BUNDLE).get(pageUrl(page)) ??
          null);
  }
  return found;
}

/**
 * Indexes the recent bundle from `source` into the cache and links the kept index, with it, into
 * `outDir`; the built pages are read once `pagesWritten` resolves. Needs a kept index. A stopped
 * indexer leaves the last recent bundle as it was.
 */
export async function writeRecentIndex(
  outDir: string,
  cacheDir: string,
  source: RecentSource,
  options: { pagesWritten?: Promise<void> } = {},
): Promise<'indexed'> {
  const bundles = keptBundleCount(cacheDir);
  if (bundles === undefined) throw new Error('There is no kept search index to add the recent changes to');
  const pagesWritten = options.pagesWritten ?? Promise.resolve();
  const folder = recentBundleDir(cacheDir);
  const next = `${folder}.next`;
  const documentsFolder = `${folder}.documents`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  try {
    if (source.documents.length > 0 || source.builtPages.length > 0) {
      rmSync(documentsFolder, { recursive: true, force: true });
      writeDocumentFiles(documentsFolder, source.documents);
      await indexInWorker(
        {
          ...(source.documents.length > 0
            ? { documents: { folder: documentsFolder, count: source.documents.length } }
            : {}),
          builtPages: source.builtPages,
          siteDir: outDir,
          outputPath: next,
          waitForPages: source.builtPages.length > 0,
        },
        pagesWritten,
      );
      trimMergedBundle(next);
    }
    const pages = source.items.map(itemPageFile);
    writeRecentRecord(next, {
      items: source.items,
      keptResults: keptResultsOf(cacheDir, bundles, pages, readRecentRecord(cacheDir).keptResults),
    });
    await pagesWritten;
    checkPagesWritten(outDir, [...source.documents.map((document) => document.name), ...source.builtPages]);
    // No folder can be replaced in one step: the old one is set aside first, and an index kept
    // without either is not trusted (index-cache.ts).
    const aside = `${folder}.old`;
    rmSync(aside, { recursive: true, force: true });
    if (existsSync(folder)) renameSync(folder, aside);
    renameSync(next, folder);
    rmSync(aside, { recursive: true, force: true });
  } finally {
    rmSync(next, { recursive: true, force: true });
    rmSync(documentsFolder, { recursive: true, force: true });
  }
  linkIntoSite(outDir, cacheDir, bundles);
  return 'indexed';
}
