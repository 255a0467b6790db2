import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../../config/routes.ts';
import { listPagePath, splitIntoPages } from './list-pages.ts';

describe('splitIntoPages', () => {
  it('splits in order, the last page holding the remainder', () => {
    expect(splitIntoPages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps one empty page for an empty list', () => {
    expect(splitIntoPages([], 2)).toEqual([[]]);
  });

  it('keeps a small catalogue on one page by default', () => {
    const items = Array.from({ length: LIST_PAGE_SIZE }, (_, index) => index);
    expect(splitIntoPages(items)).toHaveLength(1);
    expect(splitIntoPages([...items, LIST_PAGE_SIZE])).toHaveLength(2);
  });

  it('refuses a page size that is not a whole number from 1', () => {
    expect(() => splitIntoPages([1], 0)).toThrow('Page size must be a whole number from 1, got 0');
  });
});

describe('listPagePath', () => {
  it('keeps the first page at the list path and numbers the others', () => {
    expect(listPagePath('/blogs', 1)).toBe('/blogs');
    expect(listPagePath('/travel', 3)).toBe('/travel/page/3');
  });
});
