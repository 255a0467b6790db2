/** Timings and sizes of the page furniture: hero rotation, skeletons, breakpoints, image sizes. */

/** How long the page furniture waits, rotates and animates. */
export const TIMINGS = {
  heroIntervalMs: 4000,
  heroFadeIntervalMs: 5000,
  heroFadeMs: 400,
  heroImageTransitionS: 0.8,
  latestPreviewIntervalMs: 4000,
  loginRedirectMs: 1500,
  signupWelcomeMs: 2000,
  notFoundRedirectMs: 3000,
  orientationDelayMs: 300,
} as const;

/** How many placeholder shapes each loading state shows, and how tall. */
export const SKELETONS = {
  latestMain: 1,
  latestSide: 4,
  latestMainImageHeightPx: 500,
  presents: 3,
  blogList: 5,
  issues: 6,
  issueCoverHeightPx: 500,
} as const;

/**
 * Side stories set beside a main story (home: Latest Blogs and Style): about as tall together as
 * the main story. Any more go in rows below, so no column runs on past the other.
 */
export const LEAD_SIDE_STORIES = 4;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_PX = 8;

/** Generated image sizes: the API writes the pixel size into each file name (`-1600x1000.webp`). */
export const IMAGE_VARIANTS = {
  article: { large: [1600, 1000], small: [800, 500] },
  poster: { large: [1280, 720], small: [640, 360] },
  page: { large: [1000, 1300], small: [200, 260] },
} as const;

/** An adult reads about 230 words a minute of prose on a screen; the reading time at an article's top rounds up. */
export const READING_WORDS_PER_MINUTE = 230;

/** How many stories the end of every article and vlog offers to read next. */
export const RELATED_STORIES = 3;
