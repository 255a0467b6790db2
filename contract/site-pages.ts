/**
 * The site's fixed pages for readers, home first: the site builds them (src/config/routes.ts adds
 * the desk) and the API counts their views (contract/readership.ts).
 */
export const READER_PAGE_PATHS = [
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
] as const;
