import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCacheKey, publicSettings, withCacheKeys } from './page-cache-key.ts';

describe('pageCacheKey', () => {
  const item = { id: 'tea-country', title: 'Tea Country', updated: '2026-01-01T00:00:00.000Z' };
  const env = { PUBLIC_API_URL: 'http://127.0.0.1:8787/api', HOME: '/root' };

  it('is the same for the same item and settings', () => {
    expect(pageCacheKey({ item }, env)).toBe(pageCacheKey({ item: { ...item } }, { ...env }));
  });

  it('changes when the item changes', () => {
    expect(pageCacheKey({ item: { ...item, title: 'Tea Country, revisited' } }, env)).not.toBe(
      pageCacheKey({ item }, env),
    );
  });

  it('changes when an item in a list changes, or the order of the list, and not for a copy', () => {
    const other = { ...item, id: 'galle-fort', title: 'Galle Fort' };
    const key = pageCacheKey({ items: [item, other], nav: { page: 2 } }, env);
    expect(pageCacheKey({ items: [{ ...item }, { ...other }], nav: { page: 2 } }, env)).toBe(key);
    expect(pageCacheKey({ items: [item, { ...other, title: 'Galle Fort at dusk' }], nav: { page: 2 } }, env)).not.toBe(
      key,
    );
    expect(pageCacheKey({ items: [other, item], nav: { page: 2 } }, env)).not.toBe(key);
    expect(pageCacheKey({ items: [item, other], nav: { page: 3 } }, env)).not.toBe(key);
  });

  it('changes with a PUBLIC_ setting, not with other variables', () => {
    const key = pageCacheKey({ item }, env);
    expect(pageCacheKey({ item }, { ...env, PUBLIC_API_URL: 'https://api.example/api' })).not.toBe(key);
    expect(pageCacheKey({ item }, { ...env, HOME: '/home/other' })).toBe(key);
  });
});

describe('publicSettings', () => {
  it('keeps PUBLIC_ settings only, sorted by name', () => {
    expect(publicSettings({ PUBLIC_B: '2', OTHER: 'x', PUBLIC_A: '1', PUBLIC_C: undefined })).toEqual([
      ['PUBLIC_A', '1'],
      ['PUBLIC_B', '2'],
    ]);
  });
});

describe('withCacheKeys', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives each path a key of its own props', () => {
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:8787/api');
    const [a, b] = withCacheKeys([
      { params: { id: 'a' }, props: { item: { id: 'a' } } },
      { params: { id: 'b' }, props: { item: { id: 'b' } } },
    ]);
    expect(a?.params).toEqual({ id: 'a' });
    expect(a?.cacheKey).toBe(pageCacheKey({ item: { id: 'a' } }));
    expect(a?.cacheKey).not.toBe(b?.cacheKey);
  });
});

describe('withCacheKeys, asked again for the same pages', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const tea = { id: 'tea', title: 'Tea Country' };
  const gems = { id: 'gems', title: 'Gems of Ratnapura' };
  const keyOfPage = (props: unknown) => withCacheKeys([{ params: { page: '1' }, props }])[0]?.cacheKey;

  it('gives props of the same parts the key their digest has', () => {
    const first = keyOfPage({ items: [tea, gems], nav: { page: 1, newer: '/blogs' } });
    expect(first).toBe(pageCacheKey({ items: [tea, gems], nav: { page: 1, newer: '/blogs' } }));
    expect(keyOfPage({ items: [tea, gems], nav: { page: 1, newer: '/blogs' } })).toBe(first);
  });

  it('digests again when a part is another object, another order, or another setting', () => {
    const first = keyOfPage({ items: [tea, gems], nav: { page: 1 } });
    const renamed = { ...gems, title: 'Gems of Ratnapura, cut' };
    expect(keyOfPage({ items: [tea, renamed], nav: { page: 1 } })).toBe(
      pageCacheKey({ items: [tea, renamed], nav: { page: 1 } }),
    );
    expect(keyOfPage({ items: [gems, tea], nav: { page: 1 } })).not.toBe(first);
    expect(keyOfPage({ items: [tea, gems], nav: { page: 2 } })).not.toBe(first);
    expect(keyOfPage({ items: [tea, gems], nav: { page: 1 }, extra: true })).not.toBe(first);
    vi.stubEnv('PUBLIC_API_URL', 'https://api.example/api');
    expect(keyOfPage({ items: [tea, gems], nav: { page: 1 } })).toBe(
      pageCacheKey({ items: [tea, gems], nav: { page: 1 } }),
    );
    expect(keyOfPage({ items: [tea, gems], nav: { page: 1 } })).not.toBe(first);
  });

  it('keeps the key of the very same props object while the settings are the same', () => {
    const props = { item: tea, related: [gems] };
    const page = () => withCacheKeys([{ params: { id: 'tea' }, props }])[0]?.cacheKey;
    const first = page();
    expect(first).toBe(pageCacheKey(props));
    expect(page()).toBe(first);
    vi.stubEnv('PUBLIC_API_URL', 'https://elsewhere.example/api');
    expect(page()).toBe(pageCacheKey(props));
    expect(page()).not.toBe(first);
  });
});
