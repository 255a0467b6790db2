import { describe, expect, it } from 'vitest';
import { itemRouteOf } from './item-route.ts';

describe('itemRouteOf', () => {
  it('names the blog, vlog or issue of an item address, with or without a trailing slash', () => {
    expect(itemRouteOf('/blogs/a-new-villa')).toEqual({ type: 'blog', id: 'a-new-villa' });
    expect(itemRouteOf('/vlogs/kandy-by-night/')).toEqual({ type: 'vlog', id: 'kandy-by-night' });
    expect(itemRouteOf('/magazines/7')).toEqual({ type: 'issue', id: '7' });
    expect(itemRouteOf('/magazines/12/')).toEqual({ type: 'issue', id: '12' });
  });

  it('passes on ids the API will refuse, so the reader hears why', () => {
    expect(itemRouteOf('/blogs/Not_A_Slug')).toEqual({ type: 'blog', id: 'Not_A_Slug' });
    expect(itemRouteOf('/blogs/caf%C3%A9')).toEqual({ type: 'blog', id: 'café' });
    expect(itemRouteOf('/blogs/%E0%A4%A')).toEqual({ type: 'blog', id: '%E0%A4%A' });
    expect(itemRouteOf('/magazines/latest-one')).toEqual({ type: 'issue', id: 'latest-one' });
  });

  it('ignores every other path', () => {
    for (const path of [
      '/',
      '/blogs',
      '/blogs/',
      '/blogs/a/b',
      '/magazines',
      '/magazines/7/8',
      '/no-such-page',
      '/404.html',
    ]) {
      expect(itemRouteOf(path), path).toBeUndefined();
    }
  });
});
