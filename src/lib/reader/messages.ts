/**
 * What the flipbook reader and the latest-issue preview say. The three reader states and the
 * preview's empty state are spelled exactly as the product defines them.
 */
import { pageOfIssue } from '../../../contract/issue-pages.ts';

export const READER_MESSAGES = {
  loading: 'Loading pages...',
  empty: 'No pages found for this issue.',
  failed: 'Failed to load magazine issue. Please try again later.',
  pageOf: pageOfIssue,
  pageAlt: (page: number, total: number, issueTitle: string) => `${issueTitle}, page ${page} of ${total}`,
  pageAltWithText: (page: number, text: string) => `Page ${page}: ${text}`,
  pageUnavailable: (alt: string) => `${alt} (the page image could not be loaded)`,
  shortcuts:
    'Keyboard: ← and → turn the page, + or = zooms in, - zooms out, 0 resets the zoom, F toggles fullscreen, Esc leaves fullscreen.',
  panHint: 'Drag to move around the zoomed page.',
  shareTitle: (issueTitle: string, page: number) => `${issueTitle}, page ${page}`,
} as const;

/**
 * An issue's page around the reader: the way back to the grid, and the headings of an issue
 * published after the build that cannot be shown (its text is the reader's own message).
 */
export const ISSUE_PAGE_TEXT = {
  back: { href: '/magazines', label: '← Back to all issues' },
  /** Before the cover's caption and credit, under the description. */
  onTheCover: 'On the cover:',
  notFoundTitle: 'Issue Not Found',
  errorTitle: 'Error Loading Issue',
} as const;

/** Names of the reader's controls and regions, as screen readers and tooltips give them. */
export const READER_LABELS = {
  reader: (issueTitle: string) => `${issueTitle}: reader`,
  book: (issueTitle: string) => `${issueTitle}: pages`,
  turnPages: 'Turn pages',
  previous: 'Previous page',
  next: 'Next page',
  zoom: 'Zoom',
  zoomOut: 'Zoom out',
  zoomLevel: 'Zoom level',
  zoomIn: 'Zoom in',
  resetZoom: 'Reset zoom',
  reset: 'Reset',
  fullscreen: 'Fullscreen',
  allPages: 'All pages',
  /** The issue's contents (from its print PDF's outline): the panel and its toggle. */
  contents: 'Contents',
  /** A link printed on a page, as a screen reader names it. */
  pageLink: (words: string, page: number) => `${words} (page ${page})`,
  webLink: (words: string) => `${words} (opens in a new tab)`,
  share: 'Share this page',
  goToPage: 'Go to page',
  go: 'Go',
  thumbnail: (page: number) => `Page ${page}`,
  fallbackPages: 'Pages of this issue',
  /** The text view: its link beside the page announcement, its heading and the words of each page. */
  readAsText: (pages: number) => (pages > 1 ? 'Read these pages as text' : 'Read this page as text'),
  textOf: (first: number, last: number) =>
    first === last ? `Text of page ${first}` : `Text of pages ${first} and ${last}`,
  pageSection: (page: number, section?: string) => (section ? `Page ${page} · ${section}` : `Page ${page}`),
  noText: (page: number) => `Page ${page} has no text.`,
  backToBook: 'Back to the pages',
  issueAsText: 'Read this issue as text',
  cover: (issueTitle: string) => `Cover of ${issueTitle}`,
} as const;

/** The portrait-phone alert. */
export const LANDSCAPE_ALERT = {
  title: 'Turn your phone sideways',
  body: 'Issues read best in landscape, where two pages sit side by side.',
  continueAnyway: 'Continue Anyway',
  rotateDevice: 'Rotate Device',
  close: 'Close',
  dontShowAgain: "Don't show this again",
  rotateRefused: 'Your browser would not rotate the screen. Please turn your device sideways, or continue in portrait.',
} as const;

/** /luxury when there is no issue yet. */
export const LATEST_ISSUE_MESSAGES = {
  unavailable: 'Currently unavailable. Check back soon for our latest issue.',
  explore: 'Explore Full Issue',
  eyebrow: 'Latest issue',
  previews: (issueTitle: string) => `Pages from ${issueTitle}`,
  slide: (position: number, count: number) => `${position} of ${count}`,
  dots: 'Choose a page',
  dot: (page: number) => `Show page ${page}`,
  pause: 'Pause',
  play: 'Play',
  pauseLabel: 'Pause the page previews',
  playLabel: 'Play the page previews',
} as const;

/** Continue reading: the remembered page, offered on opening an issue. */
export const READING_PROGRESS_TEXT = {
  continueAt: (page: number) => `Continue at page ${page}`,
} as const;
