/**
 * Accounts in the browser: local storage keys and the auth service's own timings. The rules of
 * names, e-mails and passwords are shared with the API: contract/account-rules.ts.
 */

export const STORAGE_KEYS = {
  mobileAlertChoice: 'magazineMobileAlertChoice',
  favorites: 'favorites',
  saved: 'saved',
  /** The page last open in each issue (src/stores/local-reading-progress.ts). */
  readingProgress: 'readingProgress',
  /**
   * Set while someone is signed in on this browser, so a page loads Firebase only then
   * (src/scripts/personal.ts). A hint, never trusted: Firebase confirms the user.
   */
  signedInHint: 'serendibSignedIn',
} as const;

/**
 * How the authentication service behaves, for reference only: the SDK owns
 * these; they are named here so that timeouts seen in tests and support tickets can be explained.
 */
export const AUTH_SERVICE_REFERENCE = {
  tokenRefreshBeforeExpiryMs: 5 * 60 * 1000,
  popupWidth: 500,
  popupHeight: 600,
  popupClosedRejectAfterMs: 8000,
  redirectEventCacheClearMs: 600_000,
  tokenSyncMaxAgeS: 300,
  networkTimeoutDesktopMs: 30_000,
  networkTimeoutMobileMs: 60_000,
} as const;

/**
 * The account screens' labels, spelled as the product spells them ("Favorite", not "Favourite"),
 * written once here and used by every island, page and test that shows or looks for them.
 */
export const ACCOUNT_LABELS = {
  /** The blog's button. */
  favorite: 'Favorite',
  /** The vlog's and the issue's button. */
  save: 'Save',
  profileDetails: 'Profile Details',
  favoriteArticles: 'Favorite Articles',
  savedIssues: 'Saved Issues',
  /** /collections' tabs, each followed by its count. */
  favorites: 'Favorites',
  saved: 'Saved',
  browseArticles: 'Browse Articles',
  browseIssues: 'Browse Issues',
  remove: 'Remove',
  logout: 'Logout',
} as const;
