/** The site's fixed pages and which of them stay out of search engines and the sitemap. */
import { READER_PAGE_PATHS } from '../../contract/site-pages.ts';

/** The editors' desk: private, and its code loads on this page only. */
export const DESK_PATH = '/desk';
/** The page the desk's issue preview frame shows (under DESK_PATH, so robots.txt keeps it out too). */
export const DESK_PREVIEW_PATH = '/desk/preview';

/** The site's fixed routes; item, topic and search routes come on top. */
export const PAGE_ROUTES = [...READER_PAGE_PATHS, DESK_PATH] as const;

/** The account pages. */
export const ACCOUNT_PATHS = {
  login: '/login',
  signup: '/signup',
  profile: '/profile',
  collections: '/collections',
  forgotPassword: '/forgot-password',
} as const;

/** The RSS feed: where it is served and how many of the newest articles and vlogs it lists. */
export const FEED = { path: '/rss.xml', items: 20 } as const;

/** Pages for signed-in readers only: disallowed in robots.txt and left out of the sitemap. */
export const PRIVATE_PATHS = ['/profile', '/collections', DESK_PATH] as const;

/** Pages the sitemap leaves out: the private ones, the 404 page and the pages marked noindex. */
export const SITEMAP_EXCLUDED_PATHS = [
  '/404',
  '/search',
  '/login',
  '/signup',
  '/forgot-password',
  DESK_PREVIEW_PATH,
  ...PRIVATE_PATHS,
] as const;

/**
 * /blogs and each topic page show this many of the newest stories (after /blogs' featured card);
 * older ones follow on pages numbered from the oldest (`/blogs/page/1` holds the first stories;
 * src/lib/content/list-pages.ts), so a page stays a few screens long on a phone and Back returns to
 * the page a story was opened from. 12 fills whole rows of one, two, three or four cards. A small
 * catalogue fits on the first page, with no page links.
 */
export const LIST_PAGE_SIZE = 12;
