/**
 * Readership figures: what a page's beacon sends when the page is hidden or left, and the figures
 * the desk reads. The beacon names no reader: a path, the referrer's host, how far and how long the
 * page was read, the issue pages turned to and the searches made. A random id of the page view
 * (never stored in the browser) lets a page hidden twice send its later figures to the same view.
 */
import { z } from 'zod';

/** Where pages send their beacons, under the API's base. */
export const BEACON_PATH = '/readership/beacon';

/** Bounds a beacon is held to: whatever is beyond them is clamped, or refused when it cannot be. */
export const BEACON_LIMITS = {
  /** The body, in bytes: a beacon is a few hundred. */
  bytes: 4096,
  pathChars: 300,
  hostChars: 253,
  /** Engaged time of one page view: a reader away longer has left it open, not read it. */
  engagedMs: 30 * 60_000,
  /** Issue pages one view may report turning to. */
  pages: 500,
  searches: 5,
  termChars: 100,
  resultCount: 10_000,
} as const;

/** A read-through at or past this share counts as read to the end. */
export const READ_TO_END_PERCENT = 90;

/** A host name with an optional port; anything else sent as a referrer is dropped. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

const clampedInt = (max: number) =>
  z
    .number()
    .finite()
    .transform((value) => Math.min(max, Math.max(0, Math.round(value))));

/** What the beacon sends. Absurd figures are clamped; a body of the wrong shape is refused. */
export const beaconSchema = z.object({
  /** The page view's random id: 16 to 32 letters and digits. */
  view: z.string().regex(/^[A-Za-z0-9]{16,32}$/),
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
    .max(BEACON_LIMITS.pages)
    .transform((pages) => pages.filter((page) => page > 0))
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
    .max(BEACON_LIMITS.searches)
    .default([]),
  /** Whether the reader signed up for the newsletter on this page. */
  signedUp: z.boolean().default(false),
});

export type Beacon = z.output<typeof beaconSchema>;

/** Periods the desk shows, in days ending today. */
export const READERSHIP_PERIODS = [1, 7, 30] as const;
export type ReadershipPeriod = (typeof READERSHIP_PERIODS)[number];

/** One page's figures over a period. */
export interface PageFigures {
  path: string;
  views: number;
  readers: number;
  /** Average share of the body seen, in percent. */
  readPercent: number;
  /** Share of views read to the end (READ_TO_END_PERCENT), in percent. */
  readToEndPercent: number;
  /** Average engaged seconds of a view. */
  engagedS: number;
  signUps: number;
}

export interface IssuePageStops {
  path: string;
  views: number;
  /** Views that ended on each page, most first. */
  stops: { page: number; views: number }[];
}

/** What the desk's Readership screen shows. */
export interface ReadershipReport {
  period: ReadershipPeriod;
  /** Totals of today, the last 7 and the last 30 days. */
  totals: { days: ReadershipPeriod; views: number; readers: number }[];
  /** One entry per day of the period, oldest first (`YYYY-MM-DD`, UTC). */
  daily: { day: string; views: number; readers: number }[];
  pages: PageFigures[];
  issues: IssuePageStops[];
  referrers: { host: string; views: number }[];
  searchesWithoutResults: { term: string; searches: number }[];
  signUps: { path: string; signUps: number }[];
}

/**
 * The site's fixed pages that count a view (the desk's do not); items, issues and topic pages are
 * known by the content. src/config/routes.test.ts holds the site's routes to this list.
 */
export const COUNTED_FIXED_PAGES = [
  '/',
  '/blogs',
  '/vlogs',
  '/magazines',
  '/about',
  '/contact',
  '/newsletter',
  '/luxury',
  '/search',
  '/privacy',
  '/login',
  '/signup',
  '/forgot-password',
  '/profile',
  '/collections',
] as const;
