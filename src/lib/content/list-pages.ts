/**
 * Long lists in pages. The first page, at the list's own path, holds the newest items. The older
 * ones follow on numbered pages counted from the oldest end (`/blogs/page/1` holds the first
 * stories), so a numbered page keeps its items however many stories come after them. A new story
 * changes the first page and the newest numbered page only, and a publish renders those two
 * instead of every page of the list (docs/decisions/0020-list-pages-numbered-from-the-oldest.md).
 */
import { LIST_PAGE_SIZE } from '../../config/routes.ts';

/** What a page of a list needs to link to its neighbours. Nothing in it depends on the list's length. */
export interface ListPageNav {
  listPath: string;
  /** The numbered page's number, 1 being the oldest; none on the list's first page. */
  page?: number;
  /** Where the next newer stories are, on every numbered page. */
  newer?: string;
  /** Where the next older stories are, unless this page holds the oldest. */
  older?: string;
}

export interface ListPage<T> {
  items: T[];
  nav: ListPageNav;
}

/** Where numbered page `page` of the list at `listPath` is read; the list's path without one. */
export function listPagePath(listPath: string, page?: number): string {
  return page === undefined ? listPath : `${listPath}/page/${page}`;
}

/**
 * The pages of a list given newest first, each newest first: the first page with the `size`
 * newest, then the numbered pages from the oldest, every one full but the newest. An empty list
 * is one empty first page, so the list page still exists.
 */
export function listPages<T>(
  newestFirst: readonly T[],
  listPath: string,
  size: number = LIST_PAGE_SIZE,
): ListPage<T>[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Page size must be a whole number from 1, got ${size}`);
  const older = newestFirst.slice(size);
  const numbered = Math.ceil(older.length / size);
  const first: ListPage<T> = {
    items: newestFirst.slice(0, size),
    nav: { listPath, older: numbered > 0 ? listPagePath(listPath, numbered) : undefined },
  };
  const pages: ListPage<T>[] = [];
  for (let page = 1; page <= numbered; page += 1) {
    // Counted from the end, so the oldest page is always full and only the newest one fills up.
    const end = older.length - (page - 1) * size;
    pages.push({
      items: older.slice(Math.max(0, end - size), end),
      nav: {
        listPath,
        page,
        newer: listPagePath(listPath, page < numbered ? page + 1 : undefined),
        older: page > 1 ? listPagePath(listPath, page - 1) : undefined,
      },
    });
  }
  return [first, ...pages.reverse()];
}
