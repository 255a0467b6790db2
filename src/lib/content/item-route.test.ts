import { describe, expect, it } from 'vitest';
import { itemRouteOf } from './item-route.ts';

describe('itemRouteOf', () => {
  it('names the blog or vlog of an item address, with or without a trailing slash', () => {
    expect(itemRouteOf('/blogs/a-new-villa')).toEqual({ type: 'blog', id: 'a-new-villa' });
    expect(itemRouteOf('/vlogs/kandy-by-night/')).toEqual({ type: 'vlog', id: 'kandy-by-night' });
  });

  it('passes on ids the API will refuse, so the reader hears why', () => {
    expect(itemRouteOf('/blogs/Not_A_Slug')).toEqual({ type: 'blog', id: 'Not_A_Slug' });
    expect(itemRouteOf('/blogs/caf%C3%A9')).toEqual({ type: 'blog', id: 'café' });
    expect(itemRouteOf('/blogs/%E0%A4%A')).toEqual({ type: 'blog', id: '%E0%A4%A' });
  });

  it('ignores every other path', () => {
    for (const path of ['/', '/blogs', '/blogs/', '/blogs/a/b', '/magazines/7', '/no-such-page', '/404.html']) {
      expect(itemRouteOf(path), path).toBeUndefined();
    }
  });
});
