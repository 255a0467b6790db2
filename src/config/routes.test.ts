import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './routes.ts';

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
