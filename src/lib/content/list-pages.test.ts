import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../../config/routes.ts';
import { listPagePath, listPages } from './list-pages.ts';

/** Stories 1 (the oldest) to `count`, newest first, as a list gives them. */
function stories(count: number): number[] {
  return Array.from({ length: count }, (_, index) => count - index);
}

describe('listPages', () => {
  it('puts the newest on the first page and numbers the older pages from the oldest', () => {
    const pages = listPages(stories(9), '/blogs', 2);
    expect(pages.map((page) => [page.nav.page, page.items])).toEqual([
      [undefined, [9, 8]],
      [4, [7]],
      [3, [6, 5]],
      [2, [4, 3]],
      [1, [2, 1]],
    ]);
  });

  it('links each page to its newer and older neighbours', () => {
    const navs = listPages(stories(7), '/travel', 2).map((page) => page.nav);
    expect(navs).toEqual([
      { listPath: '/travel', older: '/travel/page/3' },
      { listPath: '/travel', page: 3, newer: '/travel', older: '/travel/page/2' },
      { listPath: '/travel', page: 2, newer: '/travel/page/3', older: '/travel/page/1' },
      { listPath: '/travel', page: 1, newer: '/travel/page/2', older: undefined },
    ]);
  });

  it('keeps every numbered page but the newest as it was when a story is added', () => {
    const before = listPages(stories(30), '/blogs', 4);
    const after = listPages(stories(31), '/blogs', 4);
    const changed = after.filter(
      (page) => JSON.stringify(page) !== JSON.stringify(before.find((old) => old.nav.page === page.nav.page)),
    );
    expect(changed.map((page) => page.nav.page)).toEqual([undefined, 7]);
  });

  it('adds a numbered page when the newest is full, changing only that one and its neighbour', () => {
    const before = listPages(stories(28), '/blogs', 4);
    const after = listPages(stories(29), '/blogs', 4);
    expect(after).toHaveLength(before.length + 1);
    const changed = after.filter(
      (page) => JSON.stringify(page) !== JSON.stringify(before.find((old) => old.nav.page === page.nav.page)),
    );
    expect(changed.map((page) => page.nav.page)).toEqual([undefined, 7, 6]);
  });

  it('keeps a small catalogue on the first page alone, and an empty list as one empty page', () => {
    expect(listPages(stories(LIST_PAGE_SIZE), '/blogs')).toEqual([
      { items: stories(LIST_PAGE_SIZE), nav: { listPath: '/blogs', older: undefined } },
    ]);
    expect(listPages(stories(LIST_PAGE_SIZE + 1), '/blogs')).toHaveLength(2);
    expect(listPages([], '/blogs')).toEqual([{ items: [], nav: { listPath: '/blogs', older: undefined } }]);
  });

  it('refuses a page size that is not a whole number from 1', () => {
    expect(() => listPages([1], '/blogs', 0)).toThrow('Page size must be a whole number from 1, got 0');
  });
});

describe('listPagePath', () => {
  it('keeps the first page at the list path and numbers the others', () => {
    expect(listPagePath('/blogs')).toBe('/blogs');
    expect(listPagePath('/travel', 1)).toBe('/travel/page/1');
    expect(listPagePath('/travel', 3)).toBe('/travel/page/3');
  });
});
