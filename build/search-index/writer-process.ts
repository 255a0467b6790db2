/**
 * `node build/search-index/writer-process.ts <site folder> <cache folder> [pages per bundle] [--alongside | --after-pages] [--changed <pages>]`:
 * writes the search index of a site into `<site>/pagefind/`, reusing each bundle kept in the
 * cache whose pages are unchanged. It reads the catalogue from the API (PUBLIC_API_URL) as the
 * build does. With `--alongside` it runs beside the Astro build that writes the site: articles are
 * indexed at once, and the built pages once the parent sends `pages-written`. With `--after-pages`
 * it starts beside a publish's build but reads nothing until the build is live (`build-live`):
 * loaded and ready by then, it takes no core from the build readers wait for; the built pages are
 * read once `pages-written` says they are linked into `<site folder>`. A process of
 * its own, started by build/build-site.ts, so a publish that comes meanwhile can stop it. Its last
 * line says whether it indexed anew or reused every bundle, in how many seconds and, beside Astro,
 * how many of them came after the pages were written; `npm run bench:build` reads the seconds.
 */
import { SEARCH_INDEXING } from '../../src/config/search.ts';
import { readSearchSource } from './search-source.ts';
import {
  BUILD_LIVE_MESSAGE,
  keptBundleCount,
  PAGES_WRITTEN_MESSAGE,
  searchIndexCache,
  writeSearchIndex,
} from './writer.ts';

const alongside = process.argv.includes('--alongside');
const afterPages = process.argv.includes('--after-pages');
const changedAt = process.argv.indexOf('--changed');
// The pages a publish changed, comma-separated: only their bundles are indexed again.
const changedPages = changedAt >= 0 ? (process.argv[changedAt + 1] ?? '').split(',').filter(Boolean) : undefined;
const [siteDir, cacheDir, shardPages] = process.argv
  .slice(2)
  .filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--changed');
if (!siteDir || !cacheDir) {
  console.error(
    'Usage: node build/search-index/writer-process.ts <site folder> <cache folder> [pages per bundle] [--alongside | --after-pages] [--changed <page,page…>]',
  );
  process.exit(2);
}

// The build that started it is gone: nothing will say the pages are written.
const orphaned = () => process.exit(1);
let pagesWrittenAt: number | undefined;
/** Resolves when the parent sends `expected`. */
function received(expected: string): Promise<void> {
  return new Promise((resolveReceived) => {
    process.on('message', (message) => {
      if (message === expected) resolveReceived();
    });
  });
}
if (alongside || afterPages) process.once('disconnect', orphaned);
const pagesWritten =
  alongside || afterPages
    ? received(PAGES_WRITTEN_MESSAGE).then(() => void (pagesWrittenAt = performance.now()))
    : undefined;

if (afterPages) await received(BUILD_LIVE_MESSAGE);
const started = performance.now();
const pagesPerBundle = shardPages ? Number(shardPages) : SEARCH_INDEXING.shardPages;
const keptBundles = keptBundleCount(searchIndexCache(cacheDir));
const source = await readSearchSource(changedPages && { changedPages, shardPages: pagesPerBundle, keptBundles });
const how = await writeSearchIndex(siteDir, searchIndexCache(cacheDir), source, {
  shardPages: pagesPerBundle,
  ...(pagesWritten ? { pagesWritten } : {}),
  ...(changedPages ? { changedPages } : {}),
});
const finished = performance.now();
const seconds = ((finished - started) / 1000).toFixed(1);
// What the index adds to a build it runs beside: the time it took once the pages were written.
const afterThePages =
  !alongside || pagesWrittenAt === undefined
    ? ''
    : `, ${((finished - pagesWrittenAt) / 1000).toFixed(1)} s of it after the pages`;
console.log(
  how === 'reused'
    ? `Pages unchanged: search index reused in ${seconds} s${afterThePages}`
    : `Pages indexed in ${seconds} s${afterThePages}`,
);
process.off('disconnect', orphaned);
// The channel to the build would keep this process alive.
process.disconnect?.();
