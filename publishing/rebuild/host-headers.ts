/**
 * The response headers of the built site, written once for every way it is served:
 * `public/_headers` (Netlify, Cloudflare Pages, and the local static server, which reads it from
 * the build), the `hosting.headers` of `firebase.json` (Firebase Hosting), and the static server's
 * own caching. `npm run hosting:headers` writes both files from here; a unit test fails when
 * either differs.
 *
 * The content security policy itself is in each page's <meta> (src/lib/security/csp.ts: its
 * hashes differ per page); frame-ancestors can only be sent as a header. The opener policy lets
 * the Google sign-in popup report back to the page that opened it.
 */

/** Sent with every response, on every host. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), magnetometer=(), browsing-topics=()',
  // Framed by the site's own pages only: the desk shows its issue preview page in a frame.
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/**
 * How long browsers and the CDN keep each kind of file. Pages are revalidated on every visit, so a
 * rebuild shows at once; Astro's `/_astro/` files carry their content's hash in their name and
 * never change; the rest may be an hour old. The search index is revalidated too: its entry files
 * and list of bundles keep their names from build to build, and a reader who searched just before
 * a publish's index went live would otherwise search the old one for an hour.
 */
export const CACHE_CONTROL = {
  page: 'no-cache',
  hashedAsset: 'public, max-age=31536000, immutable',
  searchIndex: 'no-cache',
  file: 'public, max-age=3600',
} as const;

export interface HostHeaderRule {
  /** What the rule covers, for the generated files' readers. */
  covers: string;
  /**
   * The URL paths, as a regular expression that RE2 (Firebase Hosting) and JavaScript read alike:
   * no look-around, no back-references.
   */
  paths: string;
  /**
   * The same paths as a `_headers` pattern; none where no such pattern can name them without
   * naming other files too (pages have no extension). Those hosts revalidate such files by default.
   */
  headersFilePattern?: string;
  headers: Readonly<Record<string, string>>;
}

/** A page: a path whose last segment has no extension (clean URLs, `/blogs/`), or an .html file. */
const PAGE_PATHS = String.raw`^(?:.*/[^/.]*|.*\.html)$`;

/**
 * In order: where two rules set one header, the later one wins (Firebase Hosting applies matching
 * rules in order, each replacing what an earlier one set; tests/e2e/cdn.spec.ts sees its emulator
 * do so). Rules that a `_headers` file carries never set one header twice, as those hosts would
 * join the values. Rules match paths, not answers: a CDN gives a missing `/_astro/` file that
 * folder's caching, where the local static server revalidates every 404.
 */
export const HOST_HEADER_RULES: readonly HostHeaderRule[] = [
  { covers: 'every response', paths: '^/.*$', headersFilePattern: '/*', headers: SECURITY_HEADERS },
  { covers: 'files', paths: String.raw`^.*/[^/]*\.[^/]*$`, headers: { 'Cache-Control': CACHE_CONTROL.file } },
  { covers: 'pages', paths: PAGE_PATHS, headers: { 'Cache-Control': CACHE_CONTROL.page } },
  {
    covers: 'hashed assets',
    paths: '^/_astro/.*$',
    headersFilePattern: '/_astro/*',
    headers: { 'Cache-Control': CACHE_CONTROL.hashedAsset },
  },
  {
    covers: 'the search index',
    paths: '^/pagefind/.*$',
    headersFilePattern: '/pagefind/*',
    headers: { 'Cache-Control': CACHE_CONTROL.searchIndex },
  },
];

const COMPILED_RULES = HOST_HEADER_RULES.map((rule) => ({ paths: new RegExp(rule.paths), headers: rule.headers }));

/** The headers the rules give a URL path, later rules replacing earlier ones. */
export function hostHeadersFor(urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of COMPILED_RULES) if (rule.paths.test(urlPath)) Object.assign(headers, rule.headers);
  return headers;
}

/**
 * The Cache-Control of an answer. A not-found answer is the 404 page, which must be fetched again
 * as any page: an item published after the build is shown there until the next build.
 */
export function cacheControlFor(urlPath: string, status: number): string {
  if (status === 404) return CACHE_CONTROL.page;
  return hostHeadersFor(urlPath)['Cache-Control'] ?? CACHE_CONTROL.file;
}

const HEADERS_FILE_INTRO = [
  '# Generated from publishing/rebuild/host-headers.ts by `npm run hosting:headers`: edit that module, not this file.',
  '# Read by Netlify and Cloudflare Pages, and by the local static server (publishing/rebuild/static-server.ts)',
  '# from the build. The content security policy itself is in each page <meta>.',
];

/** `public/_headers`: the rules those hosts can read. */
export function headersFileText(): string {
  const lines = [...HEADERS_FILE_INTRO];
  for (const rule of HOST_HEADER_RULES) {
    if (!rule.headersFilePattern) continue;
    lines.push(rule.headersFilePattern);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface FirebaseHeaderRule {
  regex: string;
  headers: { key: string; value: string }[];
}

/** `hosting.headers` of firebase.json: every rule, in order. */
export function firebaseHostingHeaders(): FirebaseHeaderRule[] {
  return HOST_HEADER_RULES.map((rule) => ({
    regex: rule.paths,
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  }));
}
