import { describe, expect, it } from 'vitest';
import type { Issue } from '../api/index.ts';
import { issuePath, previewPages } from './latest-issue.ts';

function issue(pageCount: number, pageAlts?: string[]): Issue {
  return {
    id: '6',
    title: 'Culture Issue',
    date: 'November 2026',
    description: '',
    createdAt: '2026-11-01T00:00:00Z',
    pages: Array.from({ length: pageCount }, (_, index) => `/media/issues/6/page-${index + 1}-1000x1300.webp`),
    pageAlts,
  };
}

describe('previewPages', () => {
  it('rotates the pages after the cover, six at most', () => {
    const previews = previewPages(issue(24));
    expect(previews.map((page) => page.number)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(previews[0]).toEqual({
      url: '/media/issues/6/page-2-1000x1300.webp',
      alt: 'Culture Issue, page 2 of 24',
      number: 2,
    });
  });

  it('describes pages by their own words when the API gives them', () => {
    expect(previewPages(issue(3, ['Cover.', 'Masks of Ambalangoda.']), 1)[0]?.alt).toBe(
      'Page 2: Masks of Ambalangoda.',
    );
  });

  it('shows the cover when it is the only page, and nothing without pages', () => {
    expect(previewPages(issue(1)).map((page) => page.number)).toEqual([1]);
    expect(previewPages(issue(0))).toEqual([]);
  });
});

describe('issuePath', () => {
  it('links to the reader', () => {
    expect(issuePath({ id: '6' })).toBe('/magazines/6');
  });
});
