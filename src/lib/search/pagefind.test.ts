import { describe, expect, it } from 'vitest';
import { parseShardList, shardListUrl } from './pagefind.ts';

describe('parseShardList', () => {
  it('takes the bundle paths the build listed', () => {
    expect(shardListUrl()).toBe('/pagefind/shards.json');
    expect(parseShardList([])).toEqual([]);
    expect(parseShardList(['/pagefind/shard-1/', '/pagefind/shard-2/'])).toEqual([
      '/pagefind/shard-1/',
      '/pagefind/shard-2/',
    ]);
  });

  it('refuses anything but paths below the index', () => {
    for (const list of [{}, ['https://elsewhere.example/pagefind/'], ['/pagefind/../api/'], [3], null]) {
      expect(() => parseShardList(list)).toThrow('/pagefind/shards.json is not a list of search bundles');
    }
  });
});
