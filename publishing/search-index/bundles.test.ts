import { describe, expect, it } from 'vitest';
import { bundleCount, bundleDir, bundleOf, bundleUrl } from './bundles.ts';

describe('bundleCount', () => {
  it('takes as many bundles as the pages fill, and one for none', () => {
    expect(bundleCount(0, 2000)).toBe(1);
    expect(bundleCount(2000, 2000)).toBe(1);
    expect(bundleCount(2001, 2000)).toBe(2);
    expect(bundleCount(10_058, 2000)).toBe(6);
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => bundleCount(10, 0)).toThrow('Pages per search bundle must be a positive whole number, not 0');
    expect(() => bundleCount(10, Number.NaN)).toThrow('not NaN');
  });
});

describe('bundleOf', () => {
  const names = Array.from({ length: 6000 }, (_, index) => `blogs/article-${index}/index.html`);

  it('puts a page in the same bundle every time', () => {
    expect(names.map((name) => bundleOf(name, 3))).toEqual(names.map((name) => bundleOf(name, 3)));
  });

  it('spreads pages evenly', () => {
    const sizes = [0, 0, 0];
    for (const name of names) sizes[bundleOf(name, 3)] = (sizes[bundleOf(name, 3)] ?? 0) + 1;
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(6000);
    for (const size of sizes) expect(Math.abs(size - 2000)).toBeLessThan(150);
  });
});

describe('bundle places', () => {
  it('keeps the primary bundle where Pagefind writes it and the others beneath it', () => {
    expect([bundleDir(0), bundleUrl(0)]).toEqual(['pagefind', '/pagefind/']);
    expect([bundleDir(2), bundleUrl(2)]).toEqual(['pagefind/shard-2', '/pagefind/shard-2/']);
  });
});
