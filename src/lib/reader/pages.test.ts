import { describe, expect, it } from 'vitest';
import { READER } from '../../config/reader.ts';
import {
  clampPage,
  inRange,
  loadedRange,
  nextPage,
  pageAfterTurn,
  pageAlt,
  pageStatus,
  previousPage,
  spreadOf,
} from './pages.ts';

describe('spreadOf', () => {
  it('shows the cover alone and then pairs of pages on a wide screen', () => {
    expect([0, 1, 2, 3, 4].map((page) => spreadOf(page, 24, 'spread'))).toEqual([
      { first: 0, last: 0 },
      { first: 1, last: 2 },
      { first: 1, last: 2 },
      { first: 3, last: 4 },
      { first: 3, last: 4 },
    ]);
  });

  it('leaves the last page alone when the count is even', () => {
    expect(spreadOf(23, 24, 'spread')).toEqual({ first: 23, last: 23 });
    expect(spreadOf(22, 23, 'spread')).toEqual({ first: 21, last: 22 });
  });

  it('shows one page at a time on a narrow screen', () => {
    expect(spreadOf(6, 24, 'single')).toEqual({ first: 6, last: 6 });
  });
});

describe('loadedRange', () => {
  it('keeps the open spread and its neighbours, within the budget', () => {
    const range = loadedRange(60, 120, 'spread');
    expect(range).toEqual({ first: 57, last: 63 });
    expect(range.last - range.first + 1).toBeLessThanOrEqual(READER.maxImagesOnOpen);
  });

  it('opens a 120-page issue with a handful of pages', () => {
    expect(loadedRange(0, 120, 'spread')).toEqual({ first: 0, last: 3 });
    expect(loadedRange(0, 120, 'single')).toEqual({ first: 0, last: 3 });
  });

  it('stays inside the issue', () => {
    expect(loadedRange(119, 120, 'spread')).toEqual({ first: 117, last: 119 });
    expect(loadedRange(0, 1, 'spread')).toEqual({ first: 0, last: 0 });
  });

  it('releases far pages', () => {
    const range = loadedRange(60, 120, 'single');
    expect([inRange(range, 0), inRange(range, 58), inRange(range, 63), inRange(range, 64)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inRange(undefined, 1)).toBe(false);
  });
});

describe('next and previous', () => {
  it('turns by spreads on a wide screen', () => {
    expect([nextPage(0, 24, 'spread'), nextPage(1, 24, 'spread'), nextPage(2, 24, 'spread')]).toEqual([1, 3, 3]);
    expect([previousPage(3, 24, 'spread'), previousPage(1, 24, 'spread'), previousPage(0, 24, 'spread')]).toEqual([
      1,
      0,
      undefined,
    ]);
    expect(nextPage(23, 24, 'spread')).toBeUndefined();
  });

  it('turns by pages on a narrow screen', () => {
    expect([nextPage(5, 24, 'single'), previousPage(5, 24, 'single'), nextPage(23, 24, 'single')]).toEqual([
      6,
      4,
      undefined,
    ]);
  });
});

describe('pageAfterTurn', () => {
  it('keeps a page asked for on the right of a spread', () => {
    expect(pageAfterTurn(5, 6, 24, 'spread')).toBe(6);
  });

  it('lands on the first page of any other spread', () => {
    expect(pageAfterTurn(7, 6, 24, 'spread')).toBe(7);
    expect(pageAfterTurn(3, 3, 24, 'single')).toBe(3);
  });
});

describe('words', () => {
  it('announces the page', () => {
    expect(pageStatus(3, 24)).toBe('Page 4 of 24');
  });

  it('describes each page image, with its own text when there is some', () => {
    expect(pageAlt(2, 12, 'The Escape')).toBe('The Escape, page 3 of 12');
    expect(pageAlt(2, 12, 'The Escape', ['', '', 'Behind the Ramparts'])).toBe('Page 3: Behind the Ramparts');
    expect(pageAlt(1, 12, 'The Escape', ['', '  '])).toBe('The Escape, page 2 of 12');
  });

  it('clamps page indexes into the issue', () => {
    expect([clampPage(-3, 10), clampPage(4.7, 10), clampPage(99, 10), clampPage(3, 0)]).toEqual([0, 4, 9, 0]);
  });
});
