/**
 * Pages of the flipbook: which pages show together, which hold their image, and where the next
 * and previous turns land. Indexes start at 0; readers see page numbers from 1.
 *
 * On a wide screen the book shows two-page spreads with the cover alone (page-flip's `showCover`):
 * [0], [1, 2], [3, 4] … and a last page alone when the count is even. On a narrow portrait screen
 * every page is its own spread.
 */
import { READER } from '../../config/reader.ts';
import { READER_MESSAGES } from './messages.ts';

export type Layout = 'single' | 'spread';

export interface PageRange {
  first: number;
  last: number;
}

export function clampPage(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), total - 1);
}

/** The pages shown together with page `index`. */
export function spreadOf(index: number, total: number, layout: Layout): PageRange {
  const page = clampPage(index, total);
  if (layout === 'single' || page === 0) return { first: page, last: page };
  const first = page % 2 === 1 ? page : page - 1;
  return { first, last: Math.min(first + 1, total - 1) };
}

/**
 * Pages whose images are kept: the open spread, `pagesBehind` before it and `pagesAhead` after it.
 * Everything else is an empty page, so its image is neither fetched nor kept in memory.
 */
export function loadedRange(
  index: number,
  total: number,
  layout: Layout,
  { pagesBehind, pagesAhead }: { pagesBehind: number; pagesAhead: number } = READER,
): PageRange {
  const spread = spreadOf(index, total, layout);
  return { first: Math.max(0, spread.first - pagesBehind), last: Math.min(total - 1, spread.last + pagesAhead) };
}

export function inRange(range: PageRange | undefined, index: number): boolean {
  return range !== undefined && index >= range.first && index <= range.last;
}

/** First page of the next spread, or undefined on the last one. */
export function nextPage(index: number, total: number, layout: Layout): number | undefined {
  const { last } = spreadOf(index, total, layout);
  return last + 1 < total ? last + 1 : undefined;
}

/** First page of the previous spread, or undefined on the first one. */
export function previousPage(index: number, total: number, layout: Layout): number | undefined {
  const { first } = spreadOf(index, total, layout);
  return first > 0 ? spreadOf(first - 1, total, layout).first : undefined;
}

/**
 * The reader's page once the book reports the spread it shows (page-flip names a spread by its
 * first page). A page asked for on the right of a spread, by a link or the page jumper, stays the
 * current page; any other turn lands on the spread's first page.
 */
export function pageAfterTurn(reported: number, wanted: number, total: number, layout: Layout): number {
  const spread = spreadOf(reported, total, layout);
  return inRange(spread, wanted) ? clampPage(wanted, total) : spread.first;
}

/** "Page 4 of 24", announced to screen readers on every turn. */
export function pageStatus(index: number, total: number): string {
  return READER_MESSAGES.pageOf(index + 1, total);
}

/** The text alternative of a page image: its own text when the API gives one. */
export function pageAlt(index: number, total: number, issueTitle: string, texts?: readonly string[]): string {
  const text = texts?.[index]?.trim();
  return text
    ? READER_MESSAGES.pageAltWithText(index + 1, text)
    : READER_MESSAGES.pageAlt(index + 1, total, issueTitle);
}
