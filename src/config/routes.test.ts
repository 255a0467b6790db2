import { describe, expect, it } from 'vitest';
import { COUNTED_FIXED_PAGES } from '../../contract/readership.ts';
import { DESK_PATH, PAGE_ROUTES } from './routes.ts';

describe('PAGE_ROUTES', () => {
  it('lists every fixed route once, home first', () => {
    expect([...PAGE_ROUTES].sort()).toEqual(
      [
        '/',
        '/blogs',
        '/vlogs',
        '/magazines',
        '/about',
        '/contact',
        '/newsletter',
        '/login',
        '/signup',
        '/profile',
        '/collections',
        '/forgot-password',
        '/luxury',
        '/privacy',
        '/desk',
      ].sort(),
    );
    expect(PAGE_ROUTES[0]).toBe('/');
  });
});

describe('COUNTED_FIXED_PAGES', () => {
  it('names every fixed page but the desk, and the search page, so the API counts their views', () => {
    expect([...COUNTED_FIXED_PAGES].sort()).toEqual(
      [...PAGE_ROUTES.filter((path) => path !== DESK_PATH), '/search'].sort(),
    );
  });
});
