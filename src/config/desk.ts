/** The editors' desk: where it lives, how often it saves, how it previews. */

export const DESK_TIMINGS = {
  /** A change is saved to the API this long after it is typed (it is in local storage at once). */
  autosaveMs: 3000,
  /** A failed save is tried again after this, doubling up to `retryMaxMs`. */
  retryMs: 2000,
  retryMaxMs: 30_000,
  /** How often the rebuild's progress is asked for while a publish is under way. */
  publishingPollMs: 1000,
} as const;

/** The widths the preview shows the page at, as readers' screens are. */
export const PREVIEW_WIDTHS = [
  { label: 'Phone', px: 390 },
  { label: 'Desktop', px: 1280 },
] as const;

/** Where the desk keeps drafts in this browser, one key per item (`<prefix><kind>:<id or new>`). */
export const DRAFT_STORAGE_PREFIX = 'serendib-desk-draft:';

/** How many of the latest writes the desk's change log shows. */
export const AUDIT_LOG_SHOWN = 20;
