/** Site search with Pagefind: the search page and how the build writes its index. */

/**
 * Site search with Pagefind: the page, its query parameter, where the build writes the index,
 * how long the reader may pause while typing before a search runs, and how much is shown.
 */
export const SEARCH = {
  path: '/search',
  param: 'q',
  bundlePath: '/pagefind/',
  debounceMs: 300,
  maxResults: 20,
  excerptWords: 30,
  /** Pages of one issue listed for a search, the best matches first. */
  pagesPerIssue: 3,
} as const;

/**
 * How the search index is written. Pagefind holds a whole index in memory while it writes it
 * (about 240 KB per article page, 2.4 GB at 10,000) and writes it on one thread, so the pages are
 * split into one bundle per `shardPages` (by a hash of each page's path), indexed
 * `parallelShards` at a time and merged by the search page. One at a time, on one thread: the
 * index is written beside Astro, which renders on one core, so one Pagefind leaves Astro its core
 * and holds one bundle in memory (docs/decisions/0023). Once Astro's pages are written,
 * `parallelShardsAfterPages` at a time, on every core (docs/decisions/0035). The other bundles
 * are listed in `<bundlePath><shardListFile>`.
 *
 * A publish indexes only the pages changed since the bundles were written, into a small bundle of
 * recent changes at `<bundlePath><recentBundle>/`, whose results replace theirs; once more than
 * `recentPages` pages have changed, a publish indexes their bundles again instead, and the small
 * bundle is gone (docs/decisions/0024).
 */
export const SEARCH_INDEXING = {
  shardPages: 2000,
  parallelShards: 1,
  parallelShardsAfterPages: 2,
  shardListFile: 'shards.json',
  /** Pagefind's entry file in every bundle: its version and the languages it indexed (none: no pages). */
  entryFile: 'pagefind-entry.json',
  recentBundle: 'recent',
  recentPages: 100,
} as const;
