import { describe, expect, it } from 'vitest';
import { keptPageUrls, onlyChanged } from './changed-pages-only.ts';
import { currentRound, startRound } from './render-round.ts';

const paths = [
  { params: { id: 'tea' }, cacheKey: 'tea-2' },
  { params: { id: 'gems' }, cacheKey: 'gems-1' },
];

describe('a build of the changed pages only', () => {
  it('is off in a round without live pages: every page is built', () => {
    const round = startRound({ changes: 'all' });
    expect(onlyChanged(paths, round)).toEqual(paths);
    expect(keptPageUrls('https://example.com', round)).toEqual([]);
  });

  it('renders only the pages whose key the live build lacks, and keeps every key in its round', () => {
    startRound({
      changes: [],
      livePages: { 'blogs/tea/index.html': 'tea-1', 'blogs/gems/index.html': 'gems-1' },
    });
    expect(onlyChanged(paths)).toEqual([paths[0]]);
    expect(onlyChanged([{ cacheKey: 'home' }])).toEqual([{ cacheKey: 'home' }]);
    expect([...currentRound().keys]).toEqual(['tea-2', 'gems-1', 'home']);
  });

  it('lists the addresses of the live pages it keeps, for the sitemap', () => {
    startRound({
      changes: [],
      livePages: {
        'index.html': 'home',
        'blogs/tea/index.html': 'tea-1',
        'blogs/gems/index.html': 'gems-1',
        'blogs/gems.json': 'json-gems',
      },
    });
    onlyChanged([{ cacheKey: 'home' }, { cacheKey: 'gems-1' }, { cacheKey: 'json-gems' }, { cacheKey: 'tea-2' }]);
    expect(keptPageUrls('https://example.com')).toEqual(['https://example.com/', 'https://example.com/blogs/gems/']);
  });

  it('starts each round with no keys of the last one', () => {
    startRound({ changes: [], livePages: { 'index.html': 'home' } });
    onlyChanged([{ cacheKey: 'old' }]);
    expect([...startRound({ changes: [], livePages: { 'index.html': 'home' } }).keys]).toEqual([]);
  });
});
