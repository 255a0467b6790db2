/**
 * The magazine's identity and every constant of spec section 9, in one place.
 * Components and islands import from here; nothing else hard-codes these values.
 */

export const SITE = {
  name: 'Serendib Luxe',
  tagline: 'Sri Lanka luxury and lifestyle',
  description:
    'Serendib Luxe is the online magazine of Sri Lanka luxury living: travel, art and craft, gems, homes, fashion, cars and the people behind them.',
  keywords: ['Sri Lanka', 'luxury', 'lifestyle', 'magazine', 'travel', 'gems', 'fashion', 'real estate'],
  locale: 'en_GB',
  language: 'en-GB',
  /** Shown when an article has no author (spec section 2, Style section). */
  defaultAuthor: 'Serendib Luxe',
  /** Shown when an article has no date: the fixed July 2024 default of spec section 2. */
  defaultDate: '2024-07-15T00:00:00.000Z',
  /** Receives contact-form notifications (spec section 6). */
  adminEmail: 'editors@serendibluxe.lk',
  twitterHandle: '@serendibluxe',
} as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/serendibluxe' },
  { label: 'Facebook', href: 'https://www.facebook.com/serendibluxe' },
  { label: 'YouTube', href: 'https://www.youtube.com/@serendibluxe' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/serendibluxe' },
] as const;

export const CATEGORIES = [
  { slug: 'travel', label: 'Travel & Tourism', path: '/travel' },
  { slug: 'art', label: 'Art & Craft', path: '/art' },
  { slug: 'gems', label: 'Gems & Jewelry', path: '/gems' },
  { slug: 'realestate', label: 'Real Estate', path: '/realestate' },
  { slug: 'household', label: 'Household', path: '/household' },
  { slug: 'fashion', label: 'Fashion', path: '/fashion' },
  { slug: 'automobile', label: 'Automobile', path: '/automobile' },
  { slug: 'entertainment', label: 'Entertainment', path: '/entertainment' },
  { slug: 'millionaires', label: 'Millionaires', path: '/millionaires' },
  { slug: 'sports', label: 'Sports', path: '/sports' },
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The fixed routes of spec section 2; item, topic and search routes come on top. */
export const PAGE_ROUTES = [
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
] as const;
export type CategorySlug = Category['slug'];

/** The ten topic slides of the home hero (spec section 2, Home). */
export const HERO_SLIDES: readonly { topic: CategorySlug; title: string; text: string }[] = [
  {
    topic: 'travel',
    title: 'Island Escapes',
    text: 'Private villas, hill-country hideaways and the quiet luxury of slow travel.',
  },
  {
    topic: 'art',
    title: 'Living Craft',
    text: 'Lacquer, brass and handloom: the makers keeping old skills beautifully alive.',
  },
  { topic: 'gems', title: 'Gems of Ratnapura', text: 'Sapphires, padparadschas and the jewellers who set them.' },
  {
    topic: 'realestate',
    title: 'Homes of Distinction',
    text: 'Colombo penthouses, Galle Fort mansions and tropical modernism.',
  },
  {
    topic: 'household',
    title: 'The Art of Living',
    text: 'Interiors, tableware and gardens for gracious island homes.',
  },
  { topic: 'fashion', title: 'Island Couture', text: 'Designers weaving heritage textiles into modern luxury.' },
  { topic: 'automobile', title: 'Grand Tourers', text: 'Classic cars, mountain passes and the joy of the open road.' },
  { topic: 'entertainment', title: 'After Dark', text: 'Festivals, galas and the music of a vibrant capital.' },
  { topic: 'millionaires', title: 'Quiet Wealth', text: 'Founders, collectors and the new philanthropy.' },
  { topic: 'sports', title: 'Sporting Life', text: 'Polo, sailing, surf and cricket in the grand manner.' },
];

/** Spec section 9: timings. */
export const TIMINGS = {
  heroIntervalMs: 4000,
  heroFadeIntervalMs: 5000,
  heroFadeMs: 400,
  heroImageTransitionS: 0.8,
  latestPreviewIntervalMs: 4000,
  loginRedirectMs: 1500,
  signupWelcomeMs: 2000,
  notFoundRedirectMs: 3000,
  orientationDelayMs: 300,
} as const;

/** Spec section 9: skeleton counts and sizes. */
export const SKELETONS = {
  latestMain: 1,
  latestSide: 4,
  latestMainImageHeightPx: 500,
  presents: 3,
  blogList: 5,
  issues: 6,
  issueCoverHeightPx: 500,
} as const;

/** An article whose position is this value is the featured one. */
export const FEATURED_POSITION = '1';

export const PASSWORD_MIN_LENGTH = 6;

/** page-flip settings (spec section 9). */
export const FLIPBOOK = {
  width: 500,
  height: 650,
  minWidth: 315,
  maxWidth: 1000,
  minHeight: 400,
  maxHeight: 1350,
  maxShadowOpacity: 0.5,
  showCover: true,
} as const;

/** Reader zoom as a factor: 0.5 to 3 in steps of 0.2 (50% to 300%). */
export const ZOOM = { min: 0.5, max: 3, step: 0.2, default: 1 } as const;

export const CONTACT_REPLY_PROMISE = '24-48 hours';

export const STORAGE_KEYS = {
  mobileAlertChoice: 'magazineMobileAlertChoice',
  favorites: 'favorites',
  saved: 'saved',
  /**
   * Set while someone is signed in on this browser, so a page loads Firebase only then
   * (src/scripts/personal.ts). A hint, never trusted: Firebase confirms the user.
   */
  signedInHint: 'serendibSignedIn',
} as const;

/** The account pages (spec section 2). */
export const ACCOUNT_PATHS = {
  login: '/login',
  signup: '/signup',
  profile: '/profile',
  collections: '/collections',
  forgotPassword: '/forgot-password',
} as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_PX = 8;

/**
 * The flipbook reader beyond spec section 9. Only pages near the open spread hold an image, so a
 * long issue opens as light as a short one: at most `behind + 2 + ahead` page images at a time.
 */
export const READER = {
  /** Pages before the open spread whose images stay loaded. */
  pagesBehind: 2,
  /** Pages after the open spread whose images stay loaded (the next spread and one more). */
  pagesAhead: 3,
  /** The budget of issue 5: page images a 120-page issue may fetch on opening. */
  maxImagesOnOpen: 8,
  /** Page-turn animation; none at all with prefers-reduced-motion. */
  flippingTimeMs: 800,
  /** A horizontal drag at least this long turns the page. */
  swipeDistancePx: 30,
  /** Screens whose shorter side is narrower than this count as phones for the landscape alert. */
  phoneMaxWidthPx: BREAKPOINTS.sm,
  /** Pages of the latest issue rotated on /luxury (the cover is shown beside them). */
  latestPreviewPages: 6,
} as const;

/** What `npm run bench:reader` holds the reader to, on a 120-page issue (see the README's "Reader"). */
export const READER_BUDGETS = {
  firstPageMs: 1000,
  imagesBeforeFirstFlip: READER.maxImagesOnOpen,
  /** Every script the reader page loads, gzip: React, Astro's island loader, the reader and page-flip. */
  pageScriptGzipKb: 120,
  /** The reader's own chunks (island and page-flip), gzip. */
  readerScriptGzipKb: 50,
} as const;

/** Issue titles by id (spec section 3), and the title of any other issue. */
export const ISSUE_TITLES: Readonly<Record<string, string>> = {
  '1': 'The Escape',
  '2': 'Style',
  '3': 'Art',
  '4': 'Design',
  '5': 'Travel',
  '6': 'Culture Issue',
};
export const DEFAULT_ISSUE_TITLE = 'Magazine Issue';

/**
 * How the authentication service behaves (spec section 9, for reference only): the SDK owns
 * these; they are named here so that timeouts seen in tests and support tickets can be explained.
 */
export const AUTH_SERVICE_REFERENCE = {
  tokenRefreshBeforeExpiryMs: 5 * 60 * 1000,
  popupWidth: 500,
  popupHeight: 600,
  popupClosedRejectAfterMs: 8000,
  redirectEventCacheClearMs: 600_000,
  tokenSyncMaxAgeS: 300,
  networkTimeoutDesktopMs: 30_000,
  networkTimeoutMobileMs: 60_000,
} as const;

/** Generated image sizes: the API writes the pixel size into each file name (`-1600x1000.webp`). */
export const IMAGE_VARIANTS = {
  article: { large: [1600, 1000], small: [800, 500] },
  poster: { large: [1280, 720], small: [640, 360] },
  page: { large: [1000, 1300], small: [200, 260] },
} as const;

/** Navbar links (spec section 2, Navigation and shell). */
export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'V/Blogs', href: '/blogs' },
  { label: 'ISSUES', href: '/magazines' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
] as const;

/** Links only the mobile menu adds. */
export const MOBILE_NAV_LINKS = [
  { label: 'Latest Issue', href: '/luxury' },
  { label: 'Profile', href: '/profile' },
  { label: 'Search', href: '/search' },
] as const;

export const FOOTER_LINKS = [
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Newsletter', href: '/newsletter' },
  { label: 'Issues', href: '/magazines' },
] as const;

/** The RSS feed: where it is served and how many of the newest articles and vlogs it lists. */
export const FEED = { path: '/rss.xml', items: 20 } as const;

/**
 * Site search with Pagefind: the page, its query parameter, where the build writes the index,
 * how long the reader may pause while typing before a search runs, and how much is shown.
 */
export const SEARCH = {
  path: '/search',
  param: 'q',
  bundlePath: '/pagefind/',
  debounceMs: 300,
  maxResults: 20,
  excerptWords: 30,
} as const;

/**
 * How the search index is written. Pagefind holds a whole index in memory while it writes it
 * (about 240 KB per article page, 2.4 GB at 10,000) and writes it on one thread, so the pages are
 * split into one bundle per `shardPages` (by a hash of each page's path), indexed
 * `parallelShards` at a time (one per core of a 2-core machine) and merged by the search page. A
 * publish indexes only its page's bundle again. The other bundles are listed in
 * `<bundlePath><shardListFile>`.
 */
export const SEARCH_INDEXING = {
  shardPages: 2000,
  parallelShards: 2,
  shardListFile: 'shards.json',
} as const;

/** Pages for signed-in readers only: disallowed in robots.txt and left out of the sitemap. */
export const PRIVATE_PATHS = ['/profile', '/collections'] as const;

/** Pages the sitemap leaves out: the private ones, the 404 page and the pages marked noindex. */
export const SITEMAP_EXCLUDED_PATHS = [
  '/404',
  '/search',
  '/login',
  '/signup',
  '/forgot-password',
  ...PRIVATE_PATHS,
] as const;

/** What `npm run bench:build` holds the build to (see the README's "Build at scale"). */
export const BUILD_BENCH_GOALS = {
  articles: 10_000,
  maxSeconds: 45,
  maxPeakMb: 2048,
  /** The site's build time over the bare Astro baseline's, same articles, same run. */
  maxBaselineRatio: 2.5,
  /** The first build's time over the unchanged rebuild's. */
  minRebuildSpeedUp: 2,
} as const;

/**
 * /blogs and each topic page show this many of the newest stories (after /blogs' featured card);
 * older ones follow on numbered pages (`/blogs/page/2`, `/travel/page/2`…). A small catalogue
 * fits on the first page, so it has no page links at all.
 */
export const LIST_PAGE_SIZE = 60;
