/**
 * Readership figures: what a page's beacon sends when the page is hidden or left, and the figures
 * the desk reads. The beacon names no reader: a path, the referrer's host, how far and how long the
 * page was read, the issue pages turned to and the searches made. A random id of the page view
 * (never stored in the browser) lets a page hidden twice send its later figures to the same view.
 */
import { z } from 'zod';
import { BEACON_LIMITS } from './beacon-limits.ts';
import { READER_PAGE_PATHS } from './site-pages.ts';

/** A host name with an optional port; anything else sent as a referrer is dropped. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

const clampedInt = (max: number) =>
  z
    .number()
    .finite()
    .transform((value) => Math.min(max, Math.max(0, Math.round(value))));

/** What the beacon sends. Absurd figures are clamped; a body of the wrong shape is refused. */
export const beaconSchema = z.object({
  /** The page view's random id: 12 to 32 letters and digits. */
  view: z.string().regex(/^[A-Za-z0-9]{12,32}$/),
  path: z.string().min(1).max(BEACON_LIMITS.pathChars).startsWith('/'),
  /** The host of the page the reader came from, empty when none (or the magazine itself). */
  referrer: z
    .string()
    .max(BEACON_LIMITS.hostChars)
    .transform((host) => (HOST.test(host.toLowerCase()) ? host.toLowerCase() : ''))
    .default(''),
  /** Share of the article body seen, in percent. */
  read: clampedInt(100).default(0),
  engagedMs: clampedInt(BEACON_LIMITS.engagedMs).default(0),
  /** Issue pages turned to, numbered from 1, in the order read. */
  pages: z
    .array(clampedInt(10_000))
    .transform((pages) => pages.filter((page) => page > 0).slice(-BEACON_LIMITS.pages))
    .default([]),
  searches: z
    .array(
      z.object({
        term: z
          .string()
          .transform((term) => term.trim().toLowerCase().slice(0, BEACON_LIMITS.termChars))
          .pipe(z.string().min(1)),
        results: clampedInt(BEACON_LIMITS.resultCount),
      }),
    )
    .transform((searches) => searches.slice(-BEACON_LIMITS.searches))
    .default([]),
  /** Whether the reader signed up for the newsletter on this page. */
  signedUp: z.boolean().default(false),
});

export type Beacon = z.output<typeof beaconSchema>;

/** Days of raw page views kept before today's, then deleted; their daily sums stay. The privacy page says so. */
export const RAW_VIEW_DAYS = 7;

/** Periods the desk shows, in days ending today. */
export const READERSHIP_PERIODS = [1, 7, 30] as const;
export type ReadershipPeriod = (typeof READERSHIP_PERIODS)[number];

const count = z.number().int().min(0);

/** One page's figures over a period. */
export const pageFiguresSchema = z.object({
  path: z.string(),
  views: count,
  readers: count,
  /** Average share of the body seen, in percent. */
  readPercent: count,
  /** Share of views read to the end (READ_TO_END_PERCENT), in percent. */
  readToEndPercent: count,
  /** Average engaged seconds of a view. */
  engagedS: count,
  signUps: count,
});
export type PageFigures = z.output<typeof pageFiguresSchema>;

/** What the desk's Readership screen shows: `GET /api/admin/readership?days=1|7|30`. */
export const readershipReportSchema = z.object({
  period: z.union(READERSHIP_PERIODS.map((days) => z.literal(days))),
  /** Totals of today, the last 7 and the last 30 days. */
  totals: z.array(z.object({ days: z.number().int(), views: count, readers: count })),
  /** One entry per day of the period, oldest first (`YYYY-MM-DD`, UTC). */
  daily: z.array(z.object({ day: z.string(), views: count, readers: count })),
  pages: z.array(pageFiguresSchema),
  /** Issues with the pages their readers stopped at: views that ended on each page, most first. */
  issues: z.array(
    z.object({ path: z.string(), views: count, stops: z.array(z.object({ page: count, views: count })) }),
  ),
  referrers: z.array(z.object({ host: z.string(), views: count })),
  searchesWithoutResults: z.array(z.object({ term: z.string(), searches: count })),
  /** Newsletter sign-ups by the page they were made on. */
  signUps: z.array(z.object({ path: z.string(), signUps: count })),
});
export type ReadershipReport = z.output<typeof readershipReportSchema>;

/** The site's fixed pages that count a view (the desk's do not); items, issues and topics are known by the content. */
export const COUNTED_FIXED_PAGES = [...READER_PAGE_PATHS, '/search'] as const;
