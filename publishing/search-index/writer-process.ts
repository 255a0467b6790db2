/**
 * `node publishing/search-index/writer-process.ts <site folder> <cache folder> [pages per bundle] [--alongside] [--changed <items>]`:
 * writes the search index of a site into `<site>/pagefind/`, reusing each bundle kept in the
 * cache whose pages are unchanged. Given a publish's changed items (`blog:<id>,issue:<id>`), it
 * indexes only the items changed since the kept bundles were written, into the bundle of recent
 * changes (recent-bundle.ts), while they are at most SEARCH_INDEXING.recentPages; past that, the
 * bundles that hold their pages. The site's page record, beside its folder, names the items
 * changed since then that no publish named; without it, every bundle is checked. The catalogue
 * is read from the API (PUBLIC_API_URL), as the build reads it, and the articles' documents
 * written to disk; with `--beside-astro` (a whole build's index, made while Astro renders) by a
 * short-lived process of their own (documents-process.ts). With `--alongside` it runs beside the
 * Astro build that writes the site: articles are indexed at once, and the built pages once the
 * parent sends `pages-written`. A process of its own, started by publishing/site-build/build-site.ts, so a
 * publish that comes meanwhile can stop it. Its last line says whether it indexed anew or reused
 * every bundle, in how many seconds and, beside Astro, how many of them came after the pages were
 * written; `npm run bench:build` reads the seconds.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { completion, startNode } from '../child-processes.ts';
import { catalogueFolder } from '../site-build/shared-catalogue.ts';
import { DOCUMENT_BUNDLES_FILE } from './bundles.ts';
import { readPageRecord } from '../site-build/page-record.ts';
import { keptBundleCount, primaryHoldsPages, readPageKeys, searchIndexCache } from './index-cache.ts';
import { itemPageFile } from '../../contract/rebuild-changes.ts';
import {
  itemPageKeys,
  itemsChangedSince,
  mergeChangedItems,
  parseChangedItems,
  type ChangedItem,
} from './changed-items.ts';
import { pendingItems, writeRecentIndex } from './recent-bundle.ts';
import type { SearchBundles } from './search-source.ts';
import { PAGES_WRITTEN_MESSAGE, writeSearchIndex } from './writer.ts';

const alongside = process.argv.includes('--alongside');
const changedAt = process.argv.indexOf('--changed');
// The items a publish changed: only they, or the bundles of their pages, are indexed again.
const changedItems = changedAt >= 0 ? parseChangedItems(process.argv[changedAt + 1] ?? '') : undefined;
// Beside Astro's rendering (a whole build), not after it: the documents are made by a process of their own.
const besideAstro = process.argv.includes('--beside-astro');
const FLAGS = new Set(['--alongside', '--beside-astro', '--changed']);
const [siteDir, cacheDir, shardPages] = process.argv
  .slice(2)
  .filter((arg, index, args) => !FLAGS.has(arg) && args[index - 1] !== '--changed');
if (!siteDir || !cacheDir) {
  console.error(
    'Usage: node publishing/search-index/writer-process.ts <site folder> <cache folder> [pages per bundle] [--alongside] [--beside-astro] [--changed <kind:id,kind:id…>]',
  );
  process.exit(2);
}

// The build that started it is gone: nothing will say the pages are written.
const orphaned = () => process.exit(1);
let pagesWrittenAt: number | undefined;
const pagesWritten = alongside
  ? new Promise<void>((resolveWritten) => {
      process.on('message', (message) => {
        if (message !== PAGES_WRITTEN_MESSAGE) return;
        pagesWrittenAt = performance.now();
        resolveWritten();
      });
      process.once('disconnect', orphaned);
    })
  : undefined;

const site: string = siteDir;
/** Where the build beside this index shares the catalogue it read (shared-catalogue.ts). */
const sharedCatalogue = catalogueFolder(cacheDir);
const started = performance.now();
const pagesPerBundle = shardPages ? Number(shardPages) : SEARCH_INDEXING.shardPages;
const indexCache = searchIndexCache(cacheDir);
const keptBundles = keptBundleCount(indexCache);
const siteKeys = itemPageKeys(readPageRecord(site));
// The items whose pages changed since the kept bundles were checked; unknown, every bundle is.
const changedSince = changedItems && itemsChangedSince(readPageKeys(indexCache), siteKeys);
// A publish's items, those found changed and those the recent bundle holds: all folded back in
// unless they go there.
const pending =
  changedItems && changedSince !== undefined && changedSince !== 'unknown'
    ? pendingItems(indexCache, mergeChangedItems(changedItems, changedSince))
    : undefined;
const intoRecentBundle =
  pending !== undefined &&
  keptBundles !== undefined &&
  pending.length <= SEARCH_INDEXING.recentPages &&
  primaryHoldsPages(indexCache);
const changedPages = pending?.map(itemPageFile);

/**
 * The documents, written per bundle into `folder`. Beside Astro's rendering they are made by a
 * process of their own (documents-process.ts), whose memory is gone before Astro's peak; after
 * it, here, which spares a publish's index the start of another Node process.
 */
async function makeDocuments(folder: string): Promise<SearchBundles> {
  rmSync(folder, { recursive: true, force: true });
  if (!besideAstro) {
    const { readSearchSource, writeDocumentBundles } = await import('./search-source.ts');
    const source = await readSearchSource(changedPages && { changedPages, shardPages: pagesPerBundle, keptBundles });
    return writeDocumentBundles(source, folder, pagesPerBundle);
  }
  const only = changedPages
    ? ['--changed', changedPages.join(','), ...(keptBundles === undefined ? [] : ['--kept', String(keptBundles)])]
    : [];
  const maker = startNode(
    'publishing/search-index/documents-process.ts',
    [folder, String(pagesPerBundle), ...only, '--catalogue', sharedCatalogue],
    {
      label: '[search]',
      ipc: true,
    },
  );
  await completion(maker, 'Making the search documents');
  return JSON.parse(readFileSync(join(folder, DOCUMENT_BUNDLES_FILE), 'utf8')) as SearchBundles;
}

/** The bundles that hold the changed pages (or every bundle) indexed again where their pages changed. */
async function writeBundles(): Promise<'reused' | 'indexed'> {
  const documentsFolder = `${indexCache}.documents`;
  try {
    return await writeSearchIndex(site, indexCache, await makeDocuments(documentsFolder), {
      ...(pagesWritten ? { pagesWritten } : {}),
      ...(changedPages ? { changedPages } : {}),
      ...(siteKeys ? { pageKeys: siteKeys } : {}),
    });
  } finally {
    rmSync(documentsFolder, { recursive: true, force: true });
  }
}

async function writeRecentBundle(items: ChangedItem[]): Promise<'indexed'> {
  const { readChangedItems } = await import('./search-source.ts');
  return writeRecentIndex(site, indexCache, await readChangedItems(items), {
    ...(pagesWritten ? { pagesWritten } : {}),
  });
}

const how = intoRecentBundle ? await writeRecentBundle(pending) : await writeBundles();
const finished = performance.now();
const seconds = ((finished - started) / 1000).toFixed(1);
// What the index adds to a build it runs beside: the time it took once the pages were written.
const afterPages =
  pagesWrittenAt === undefined ? '' : `, ${((finished - pagesWrittenAt) / 1000).toFixed(1)} s of it after the pages`;
console.log(
  how === 'reused'
    ? `Pages unchanged: search index reused in ${seconds} s${afterPages}`
    : `Pages indexed in ${seconds} s${afterPages}`,
);
process.off('disconnect', orphaned);
// The channel to the build would keep this process alive.
process.disconnect?.();
