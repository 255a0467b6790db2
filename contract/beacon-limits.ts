/**
 * The beacon's address and bounds, apart from the schema (contract/readership.ts) so that the
 * page's beacon script carries no schema library.
 */

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
  /** Issue pages of one view kept, the last ones turned to. */
  pages: 500,
  searches: 5,
  termChars: 100,
  resultCount: 10_000,
} as const;

/** A read-through at or past this share counts as read to the end. */
export const READ_TO_END_PERCENT = 90;
