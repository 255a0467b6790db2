/** What the benchmarks hold the reader and the build to; each script prints its figures beside these. */
import { READER } from '../src/config/reader.ts';
import { ISSUE_READER_PAGE_KB } from '../tests/support/page-weight-budgets.ts';

/** What `npm run bench:reader` holds the reader to, on a 120-page issue (see "Reader" in docs/performance-log.md). */
export const READER_BUDGETS = {
  firstPageMs: 1000,
  imagesBeforeFirstFlip: READER.maxImagesOnOpen,
  /** Every script the reader page loads, gzip: React, Astro's island loader, the reader and page-flip. */
  pageScriptGzipKb: ISSUE_READER_PAGE_KB,
  /** The reader's own chunks (island and page-flip), gzip. */
  readerScriptGzipKb: 50,
} as const;

/**
 * What `npm run bench:build` holds the build to (see "Build at scale" in docs/performance-log.md).
 * A goal with a size is judged only in a run of that many articles.
 */
export const BUILD_BENCH_GOALS = {
  /** The fresh build of `articles` within `maxSeconds`. */
  time: { articles: 10_000, maxSeconds: 45 },
  /** The fresh build's peak memory (its whole process tree) at each size. */
  peakMemory: [
    { articles: 10_000, maxMb: 2048 },
    { articles: 50_000, maxMb: 4096 },
  ],
  /** The fresh build's time over the yardstick's: a plain `astro build` and the `pagefind` CLI over its output. */
  maxYardstickRatio: 1,
  /** The first build's time over the unchanged rebuild's. */
  minRebuildSpeedUp: 2,
} as const;

/** What `npm run bench:publish` holds publishing to (see "Publishing" in docs/performance-log.md). */
export const PUBLISH_BENCH_GOALS = {
  articles: 1000,
  /** From an editor's write through the API to the page served. */
  apiSeconds: 10,
  /** From pressing Publish now on the desk (real Chromium, signed-in editor) to the page served. */
  deskSeconds: 10,
  /**
   * At every size (46, 10,000 and 50,000 articles): the page served within `liveSeconds` of the
   * write, and searchable `searchableAfterSeconds` after that.
   */
  everySize: { liveSeconds: 2, searchableAfterSeconds: 2 },
  /** The CPU seconds of one publish at the largest size at most `cpuRatio` times those at `cpuBaseArticles`. */
  cpu: { baseArticles: 1000, ratio: 1.5 },
} as const;

/** What `npm run bench:issue-import` holds a 120-page print PDF's import to (docs/performance-log.md). */
export const ISSUE_IMPORT_GOALS = {
  /** From the upload to the draft issue, with every size, text, link and thumbnail. */
  seconds: 90,
  /** The API and its import process together, whatever the page count. */
  peakMb: 1024,
  /** Item reads answered by the API while it imports. */
  readP99Ms: 50,
} as const;

/** `npm run bench:newsletter`: one edition to 10,000 confirmed readers through the local SMTP server. */
export const NEWSLETTER_GOALS = {
  readers: 10_000,
  /** From "send now" to the last mail in the SMTP server's record. */
  seconds: 60,
  /** Item reads answered by the API while it sends. */
  readP99Ms: 50,
} as const;

/** `npm run bench:readership`: the beacon route under load on each engine, and a day's roll-up. */
export const READERSHIP_GOALS = {
  beaconsPerSecond: 5000,
  p99Ms: 20,
  /** Item reads answered by the API while 5,000 beacons a second arrive: unharmed, so the API's own item-read goal (bench:api). */
  readP99Ms: 20,
  rollUpViews: 1_000_000,
  rollUpSeconds: 10,
} as const;

/**
 * `npm run bench:pictures`: the seed's drawn pictures stay as light as the art they replaced, whose
 * files were, on 6 December 2026: the first issue's cover 31.62 KB, the covers 32.17 KB on average,
 * article cards at 800x500 7.05 KB and vlog posters at 640x360 4.00 KB (goals: those, to the tenth
 * above). The reader opens on the first cover, and its Lighthouse score counts every byte of it.
 */
export const SEED_PICTURE_GOALS = {
  firstCoverKb: 31.7,
  meanCoverKb: 32.2,
  meanCardKb: 7.1,
  meanPosterKb: 4.1,
} as const;
