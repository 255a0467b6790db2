/** The flipbook reader: page-flip's settings, zoom, and which page images are kept loaded. */
import { BREAKPOINTS } from './ui.ts';

/**
 * page-flip settings: the base page size, the limits it stretches within, shadows and the cover.
 * page-flip shows spreads when its frame is at least two minimum pages wide (480 px), so a phone
 * turned sideways, or in full screen, gets two pages side by side, and one held upright one page.
 */
export const FLIPBOOK = {
  width: 500,
  height: 650,
  minWidth: 240,
  maxWidth: 1000,
  minHeight: 312,
  maxHeight: 1350,
  maxShadowOpacity: 0.5,
  showCover: true,
} as const;

/** Reader zoom as a factor: 0.5 to 3 in steps of 0.2 (50% to 300%); a double tap zooms to 2. */
export const ZOOM = { min: 0.5, max: 3, step: 0.2, default: 1, doubleTap: 2 } as const;

/**
 * The flipbook reader's own settings, beyond page-flip's. Only pages near the open spread hold an image, so a
 * long issue opens as light as a short one: at most `behind + 2 + ahead` page images at a time.
 */
export const READER = {
  /** Pages before the open spread whose images stay loaded. */
  pagesBehind: 2,
  /** Pages after the open spread whose images stay loaded (the next spread and one more). */
  pagesAhead: 3,
  /** The reader's budget: page images a 120-page issue may fetch on opening (`npm run bench:reader`). */
  maxImagesOnOpen: 8,
  /** Page-turn animation; none at all with prefers-reduced-motion. */
  flippingTimeMs: 800,
  /** A horizontal drag at least this long turns the page. */
  swipeDistancePx: 30,
  /** Two taps at most this far apart in time make a double tap (a single tap waits this long to turn). */
  doubleTapMs: 300,
  /** Screens whose shorter side is narrower than this count as phones for the landscape alert. */
  phoneMaxWidthPx: BREAKPOINTS.sm,
  /** Issues whose last open page this browser remembers; the longest unread are forgotten first. */
  rememberedIssues: 200,
  /** Pages of the latest issue rotated on /luxury (the cover is shown beside them). */
  latestPreviewPages: 6,
} as const;
