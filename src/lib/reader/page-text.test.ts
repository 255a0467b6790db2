import { describe, expect, it } from 'vitest';
import { pageOfAnchor, pagesWithText, pageTextAnchor, textsInView } from './page-text.ts';

const cover = { section: 'Cover', headline: 'Slow Days', body: ['Galle Fort'] };
const letter = { section: 'Editor’s Letter', headline: 'From the Editor', body: ['Welcome.'] };

describe('textsInView', () => {
  it('numbers the pages in view from 1, a page without words included', () => {
    expect(textsInView([cover, null, letter], { first: 1, last: 2 })).toEqual([
      { page: 2, text: undefined },
      { page: 3, text: letter },
    ]);
    expect(textsInView([cover], { first: 1, last: 1 })).toEqual([{ page: 2, text: undefined }]);
  });

  it('has nothing for an issue without text', () => {
    expect(textsInView(undefined, { first: 0, last: 0 })).toEqual([]);
    expect(textsInView([null, null], { first: 0, last: 1 })).toEqual([]);
  });
});

describe('pagesWithText', () => {
  it('lists the pages that have words, and none past the last page', () => {
    expect(pagesWithText([cover, null, letter], 3)).toEqual([
      { page: 1, text: cover },
      { page: 3, text: letter },
    ]);
    expect(pagesWithText([cover, null, letter], 2)).toEqual([{ page: 1, text: cover }]);
    expect(pagesWithText(undefined, 4)).toEqual([]);
  });
});

describe('page anchors', () => {
  it('name a page and read back only their own shape', () => {
    expect(pageTextAnchor(7)).toBe('page-7');
    expect(pageOfAnchor('page-7')).toBe(7);
    for (const other of ['page-0', 'page-07', 'page-x', 'pages-7', 'the-page-7', undefined]) {
      expect(pageOfAnchor(other)).toBeUndefined();
    }
  });
});
