import { describe, expect, it } from 'vitest';
import { deskHash, parseDeskRoute } from './desk-route.ts';

describe('desk routes', () => {
  it('read back what they write', () => {
    for (const route of [
      { screen: 'library' },
      { screen: 'edit', kind: 'blog' },
      { screen: 'edit', kind: 'issue', id: '12' },
      { screen: 'edit', kind: 'vlog', id: 'tea-and-hills' },
      { screen: 'import' },
      { screen: 'import', id: 4 },
      { screen: 'readership' },
      { screen: 'newsletter' },
      { screen: 'front' },
    ] as const) {
      expect(parseDeskRoute(deskHash(route))).toEqual(route);
    }
  });

  it('send anything unknown to the library', () => {
    expect(parseDeskRoute('#/edit/page/3')).toEqual({ screen: 'library' });
    expect(parseDeskRoute('')).toEqual({ screen: 'library' });
    expect(parseDeskRoute('#/edit/blog')).toEqual({ screen: 'library' });
    expect(parseDeskRoute('#/import/0')).toEqual({ screen: 'import' });
  });
});
