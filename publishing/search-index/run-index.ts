/**
 * One index as writer-process.ts is asked for it (index-request.ts). Given a publish's changed
 * items, it indexes only the items changed since the kept bundles were written (those named now
 * and those the bundle of recent changes holds) into that bundle (recent-bundle.ts), while they
 * are at most SEARCH_INDEXING.recentPages; past that, or with no kept index, the bundles that
 * hold their pages. Without changed items every bundle is checked against the content. A
 * publish's work is what it changed: nothing here reads the whole catalogue, the site's page
 * record or the kept bundles unless the bundles are indexed again.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { itemPageFile } from '../../contract/rebuild-changes.ts';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { completion, startNode } from '../child-processes.ts';
import { catalogueFolder } from '../site-build/shared-catalogue.ts';
import { prewarmBundleWorker } from './bundle-workers.ts';
import { DOCUMENT_BUNDLES_FILE } from './bundles.ts';
import type { ChangedItem } from './changed-items.ts';
import { keptBundleCount, primaryHoldsPages, searchIndexCache } from './index-cache.ts';
import type { IndexRequest } from './index-request.ts';
import { pendingItems, writeRecentIndex } from './recent-bundle.ts';
import type { SearchBundles } from './search-source.ts';
import { writeSearchIndex } from './writer.ts';

/** An item no publish names: reading it sets up the API client before the first real read. */
const WARM_UP_ITEM: ChangedItem = { kind: 'blog', id: 'search-index-warm-up' };

/**
 * What a publish's index would load and start on its way, done while it waits for its request:
 * the reads from the API and the documents' rendering, a Pagefind worker with its index
 * (bundle-workers.ts), and a first read from the API (a missing item; its first request took
 * 50 ms more than the next). A read that fails (the API not up yet) is simply left to the index.
 */
export async function prewarmIndex(): Promise<void> {
  prewarmBundleWorker();
  const { readChangedItems } = await import('./search-source.ts');
  await readChangedItems([WARM_UP_ITEM]).catch(() => undefined);
}

export interface IndexOutcome {
  how: 'indexed' | 'reused';
  /** Into the bundle of recent changes alone. */
  recent: boolean;
}

/** What an index of a publish's changes indexes: its pending items into the recent bundle, or their pages' bundles. */
function publishWork(
  indexCache: string,
  changedItems: readonly ChangedItem[] | undefined,
): { keptBundles: number | undefined; pending: ChangedItem[] | undefined; intoRecentBundle: boolean } {
  const keptBundles = keptBundleCount(indexCache);
  // A publish's items with those the recent bundle holds: all folded back in unless they go there.
  const pending = changedItems?.length ? pendingItems(indexCache, changedItems) : undefined;
  const intoRecentBundle =
    pending !== undefined &&
    keptBundles !== undefined &&
    pending.length <= SEARCH_INDEXING.recentPages &&
    primaryHoldsPages(indexCache);
  return { keptBundles, pending, intoRecentBundle };
}

/** Writes the index `request` asks for; `pagesWritten` resolves once the site's pages are in its folder. */
export async function runIndex(request: IndexRequest, pagesWritten?: Promise<void>): Promise<IndexOutcome> {
  const { siteDir: site, cacheDir } = request;
  const pagesPerBundle = request.shardPages ?? SEARCH_INDEXING.shardPages;
  const indexCache = searchIndexCache(cacheDir);
  const { keptBundles, pending, intoRecentBundle } = publishWork(indexCache, request.changedItems);
  const changedPages = pending?.map(itemPageFile);
  const waiting = pagesWritten ? { pagesWritten } : {};

  if (intoRecentBundle) {
    const { readChangedItems } = await import('./search-source.ts');
    const how = await writeRecentIndex(site, indexCache, await readChangedItems(pending ?? []), waiting);
    return { how, recent: true };
  }

  /**
   * The documents, written per bundle into `folder`. Beside Astro's rendering they are made by a
   * process of their own (documents-process.ts), whose memory is gone before Astro's peak; after
   * it, here, which spares a publish's index the start of another Node process.
   */
  async function makeDocuments(folder: string): Promise<SearchBundles> {
    rmSync(folder, { recursive: true, force: true });
    if (!request.besideAstro) {
      const { readSearchSource, writeDocumentBundles } = await import('./search-source.ts');
      const source = await readSearchSource(changedPages && { changedPages, shardPages: pagesPerBundle, keptBundles });
      return writeDocumentBundles(source, folder, pagesPerBundle);
    }
    const only = changedPages
      ? ['--changed', changedPages.join(','), ...(keptBundles === undefined ? [] : ['--kept', String(keptBundles)])]
      : [];
    const maker = startNode(
      'publishing/search-index/documents-process.ts',
      [folder, String(pagesPerBundle), ...only, '--catalogue', catalogueFolder(cacheDir)],
      { label: '[search]', ipc: true },
    );
    await completion(maker, 'Making the search documents');
    return JSON.parse(readFileSync(join(folder, DOCUMENT_BUNDLES_FILE), 'utf8')) as SearchBundles;
  }

  const documentsFolder = `${indexCache}.documents`;
  try {
    const how = await writeSearchIndex(site, indexCache, await makeDocuments(documentsFolder), {
      ...waiting,
      ...(changedPages ? { changedPages } : {}),
    });
    return { how, recent: false };
  } finally {
    rmSync(documentsFolder, { recursive: true, force: true });
  }
}
