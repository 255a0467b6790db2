import { describe, expect, it } from 'vitest';
import { bundleHoldsPages, NO_PAGES, parseShardList, shardListUrl, visibleResults } from './pagefind.ts';

describe('parseShardList', () => {
  it('takes the bundle paths and hidden results the build listed', () => {
    expect(shardListUrl()).toBe('/pagefind/shards.json');
    expect(parseShardList({ bundles: [], hidden: [] })).toEqual({ bundles: [], hidden: [] });
    expect(parseShardList({ bundles: ['/pagefind/shard-1/', '/pagefind/recent/'], hidden: ['en-gb_0b1e3f6'] })).toEqual(
      { bundles: ['/pagefind/shard-1/', '/pagefind/recent/'], hidden: ['en-gb_0b1e3f6'] },
    );
  });

  it('refuses anything but paths below the index and plain ids', () => {
    for (const list of [
      {},
      [],
      null,
      { bundles: ['https://elsewhere.example/pagefind/'], hidden: [] },
      { bundles: ['/pagefind/../api/'], hidden: [] },
      { bundles: [3], hidden: [] },
      { bundles: [] },
      { bundles: [], hidden: ['../fragment'] },
      { bundles: [], hidden: [7] },
    ]) {
      expect(() => parseShardList(list)).toThrow('/pagefind/shards.json is not a list of search bundles');
    }
  });
});

describe('visibleResults', () => {
  it('leaves out hidden results and any page a second time, in the order given', () => {
    const results = ['a', 'old', 'b', 'a', 'c'].map((id) => ({ id }));
    expect(visibleResults(results, new Set(['old'])).map((result) => result.id)).toEqual(['a', 'b', 'c']);
    expect(visibleResults(results, new Set()).map((result) => result.id)).toEqual(['a', 'old', 'b', 'c']);
  });
});

describe('bundleHoldsPages', () => {
  it('is true for a bundle whose entry lists a language, false for one of no pages or a malformed entry', () => {
    expect(bundleHoldsPages({ version: '1.6.0', languages: { en: { hash: 'en_1', page_count: 3 } } })).toBe(true);
    expect(bundleHoldsPages({ version: '1.6.0', languages: {} })).toBe(false);
    expect(bundleHoldsPages({ version: '1.6.0' })).toBe(false);
    expect(bundleHoldsPages(null)).toBe(false);
    expect(bundleHoldsPages('{}')).toBe(false);
  });

  it('has an index of no pages answer every search with nothing', async () => {
    expect(await NO_PAGES.search('cinnamon')).toEqual({ results: [] });
  });
});
