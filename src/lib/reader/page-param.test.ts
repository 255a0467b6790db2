import { describe, expect, it } from 'vitest';
import { issuePagePath, pageHref, readPageParam } from './page-param.ts';

describe('readPageParam', () => {
  it('reads ?page=N as a page index', () => {
    expect(readPageParam('?page=7', 24)).toBe(6);
    expect(readPageParam('?ref=mail&page=1', 24)).toBe(0);
  });

  it('keeps the page inside the issue', () => {
    expect(readPageParam('?page=99', 24)).toBe(23);
    expect(readPageParam('?page=0', 24)).toBe(0);
  });

  it('ignores a missing or malformed page', () => {
    expect(['', '?page=', '?page=abc', '?page=-2', '?page=2.5'].map((search) => readPageParam(search, 24))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('pageHref', () => {
  it('writes the page number and keeps other parameters', () => {
    expect(pageHref('https://mag.test/magazines/5?ref=mail', 6)).toBe('https://mag.test/magazines/5?ref=mail&page=7');
    expect(pageHref('https://mag.test/magazines/5?page=3', 8)).toBe('https://mag.test/magazines/5?page=9');
  });

  it('leaves the first page without a parameter', () => {
    expect(pageHref('https://mag.test/magazines/5?page=3#top', 0)).toBe('https://mag.test/magazines/5#top');
  });
});

describe("a page's own address", () => {
  it('follows the page in the path, dropping a ?page= that would disagree', () => {
    expect(pageHref('https://mag.test/magazines/5/page/3?ref=mail', 6)).toBe(
      'https://mag.test/magazines/5/page/7?ref=mail',
    );
    expect(pageHref('https://mag.test/magazines/5/page/3?page=9', 0)).toBe('https://mag.test/magazines/5/page/1');
    expect(issuePagePath('5', 11)).toBe('/magazines/5/page/12');
  });
});
