/** Long lists split into numbered pages: the first at the list's own path, then `/page/2`… */
import { LIST_PAGE_SIZE } from '../../config/routes.ts';

/** The items in pages of `size`; an empty list is one empty page, so the list page still exists. */
export function splitIntoPages<T>(items: readonly T[], size: number = LIST_PAGE_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Page size must be a whole number from 1, got ${size}`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** Where page `page` of the list at `listPath` is read. */
export function listPagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}/page/${page}`;
}

/** What a page of a list needs to link to the others. */
export interface ListPageNav {
  listPath: string;
  page: number;
  pages: number;
}
