import { afterEach, describe, expect, it } from 'vitest';
import { changedPagesOnly, keptPageUrls, onlyChanged, startChangedPagesOnly } from './changed-pages-only.ts';

afterEach(() => {
  // The build worker sets it once per process; each test starts without it.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('serendib-luxe.changed-pages-only')];
});

const paths = [
  { params: { id: 'tea' }, cacheKey: 'tea-2' },
  { params: { id: 'gems' }, cacheKey: 'gems-1' },
];

describe('a build of the changed pages only', () => {
  it('is off unless the build worker starts it: every page is built', () => {
    expect(changedPagesOnly()).toBeUndefined();
    expect(onlyChanged(paths)).toEqual(paths);
    expect(keptPageUrls('https://example.com')).toEqual([]);
  });

  it('renders only the pages whose key the live build lacks, and remembers every key', () => {
    const state = startChangedPagesOnly({ 'blogs/tea/index.html': 'tea-1', 'blogs/gems/index.html': 'gems-1' });
    expect(onlyChanged(paths)).toEqual([paths[0]]);
    expect([...state.keys]).toEqual(['tea-2', 'gems-1']);
  });

  it('lists the addresses of the live pages it keeps, for the sitemap', () => {
    startChangedPagesOnly({
      'index.html': 'home',
      'blogs/tea/index.html': 'tea-1',
      'blogs/gems/index.html': 'gems-1',
      'blogs/gems.json': 'json-gems',
    });
    onlyChanged([{ cacheKey: 'home' }, { cacheKey: 'gems-1' }, { cacheKey: 'json-gems' }, { cacheKey: 'tea-2' }]);
    expect(keptPageUrls('https://example.com')).toEqual(['https://example.com/', 'https://example.com/blogs/gems/']);
  });
});
