import { describe, expect, it } from 'vitest';
import { outlineOf, readerIds } from './outline.ts';

const issue = {
  id: '3',
  title: 'Art',
  date: 'March 2026',
  description: 'Painters and potters.',
  createdAt: '2026-03-01T09:00:00.000Z',
  pages: ['/a.webp', '/b.webp', '/c.webp'],
};

describe('outlineOf', () => {
  it('keeps what the controls show and share, and whether any page has text', () => {
    expect(outlineOf(issue)).toEqual({
      id: '3',
      title: 'Art',
      description: 'Painters and potters.',
      pageCount: 3,
      hasPageTexts: false,
      contents: [],
    });
    const contents = [{ title: 'Clay', page: 2, depth: 0 }];
    expect(outlineOf({ ...issue, contents }).contents).toEqual(contents);
    expect(outlineOf({ ...issue, pageTexts: [null, { headline: 'Clay', body: [] }, null] }).hasPageTexts).toBe(true);
    expect(outlineOf({ ...issue, pageTexts: [null, null, null] }).hasPageTexts).toBe(false);
    expect(outlineOf({ ...issue, pages: undefined }).pageCount).toBe(0);
  });
});

describe('readerIds', () => {
  it('names the parts after the issue, in characters an id may hold', () => {
    expect(readerIds('7')).toEqual({
      pages: 'reader-7-pages',
      hint: 'reader-7-hint',
      jumper: 'reader-7-jumper',
      contents: 'reader-7-contents',
      text: 'reader-7-text',
      alert: { title: 'reader-7-alert-title', body: 'reader-7-alert-body' },
    });
    expect(readerIds('a b').hint).toBe('reader-a_b-hint');
  });
});
