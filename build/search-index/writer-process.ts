/**
 * `node build/search-index/writer-process.ts <site folder> <cache folder> [pages per bundle]`:
 * writes the search index of a built site into `<site>/pagefind/`, reusing each bundle kept in the
 * cache whose pages are unchanged. A process of its own, started by build/build-site.ts, so Astro's memory is gone
 * before Pagefind's peak, and a publish that comes meanwhile can stop it. Its last line says
 * whether it indexed anew or reused every bundle; `npm run bench:build` reads the seconds.
 */
import { searchIndexCache, writeSearchIndex } from './writer.ts';

const [siteDir, cacheDir, shardPages] = process.argv.slice(2);
if (!siteDir || !cacheDir) {
  console.error(
    'Usage: node build/search-index/writer-process.ts <built site folder> <cache folder> [pages per bundle]',
  );
  process.exit(2);
}
const started = performance.now();
const how = await writeSearchIndex(siteDir, searchIndexCache(cacheDir), {
  ...(shardPages ? { shardPages: Number(shardPages) } : {}),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  how === 'reused' ? `Pages unchanged: search index reused in ${seconds} s` : `Pages indexed in ${seconds} s`,
);
