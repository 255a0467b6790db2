/**
 * The words of an issue's pages, from the API's optional `pageTexts` (plain text, index by index):
 * which pages in view have text, and which pages of the whole issue do.
 */
import type { PageText } from '../../../contract/schemas.ts';
import type { PageRange } from './pages.ts';

export interface NumberedPageText {
  /** From 1, as readers count pages. */
  page: number;
  /** Undefined for a page without words. */
  text: PageText | undefined;
}

/** The pages of `range` with their text, when the issue has any text at all; empty otherwise. */
export function textsInView(pageTexts: readonly (PageText | null)[] | undefined, range: PageRange): NumberedPageText[] {
  if (!pageTexts?.some(Boolean)) return [];
  return Array.from({ length: range.last - range.first + 1 }, (_, offset) => {
    const index = range.first + offset;
    return { page: index + 1, text: pageTexts[index] ?? undefined };
  });
}

/** Every page of the issue that has text, in order, for the page without JavaScript and the search index. */
export function pagesWithText(pageTexts: readonly (PageText | null)[] | undefined, total: number): NumberedPageText[] {
  return (pageTexts ?? []).slice(0, total).flatMap((text, index) => (text ? [{ page: index + 1, text }] : []));
}

/** The id of page N's heading in the text: search results point at it. */
export function pageTextAnchor(page: number): string {
  return `page-${page}`;
}

/** The page number an anchor names, or undefined for any other id. */
export function pageOfAnchor(anchor: string | undefined): number | undefined {
  const match = /^page-([1-9]\d{0,3})$/.exec(anchor ?? '');
  return match ? Number(match[1]) : undefined;
}
