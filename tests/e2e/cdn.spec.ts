/**
 * The site as the CDN serves it: a deploy of the end-to-end stack's first build through the Firebase
 * Hosting emulator of firebase-tools, run with the hosting block of the project's firebase.json
 * and started once by the global setup (stack/hosting-emulator.ts). Its headers, clean URLs, 404
 * page and caching, and an item published after the build read on its own address there.
 *
 * This spec runs after every other (its project in playwright.config.ts): it adds an item to the
 * API's database, which specs that list the API's items must not see.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openDatabase, type StoredItem } from '../../api/storage/db.ts';
import { SECURITY_HEADERS } from '../../publishing/publisher.ts';
import { E2E_HOSTING_URL, E2E_SITE_URL, E2E_STACK } from '../support/e2e-stack.ts';
import { apiGet } from '../support/pages.ts';
import { withoutPlaceWords } from '../support/items.ts';
import { watchPolicy } from '../support/policy-watch.ts';

test.use({ baseURL: E2E_HOSTING_URL });

const POLICY_META = /<meta http-equiv="content-security-policy" content="([^"]+)"/;

/** One path of every kind the site serves, found in the build as the CDN serves it. */
async function samplePaths(request: APIRequestContext) {
  const home = await (await request.get('/')).text();
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1];
  const style = /href="(\/_astro\/[^"]+\.css)"/.exec(home)?.[1];
  if (!script || !style) throw new Error('the home page links no /_astro/ script or style');
  const [blog] = await apiGet<StoredItem[]>('/blogs');
  if (!blog) throw new Error('no blogs seeded');
  return {
    pages: ['/', '/blogs', '/blogs/', `/blogs/${blog.id}`, '/magazines/1', '/about'],
    hashedAssets: [script, style],
    searchIndex: ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json'],
    files: ['/rss.xml', '/favicon.png', '/robots.txt'],
    notFound: ['/no-such-page', '/blogs/no-such-blog', '/_astro/no-such-file.js'],
  };
}

/** The response headers of each path, asked for all at once (HEAD: the bodies are not needed). */
async function headersOf(request: APIRequestContext, paths: string[], origin = E2E_HOSTING_URL) {
  const answers = await Promise.all(paths.map((path) => request.head(`${origin}${path}`, { maxRedirects: 0 })));
  return new Map(paths.map((path, index) => [path, answers[index]?.headers() ?? {}]));
}

test('sends the security headers on every kind of path, as the local static server does', async ({ request }) => {
  const paths = Object.values(await samplePaths(request)).flat();
  const [fromCdn, fromStaticServer] = await Promise.all([
    headersOf(request, paths),
    headersOf(request, paths, E2E_SITE_URL),
  ]);
  for (const path of paths) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(fromCdn.get(path)?.[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      expect(fromStaticServer.get(path)?.[name.toLowerCase()], `${name} on ${path} from the static server`).toBe(value);
    }
    expect(fromCdn.get(path)?.['content-security-policy'], path).toBe("frame-ancestors 'self'");
  }
});

test('serves pages with their content security policy in the page', async ({ request }) => {
  const { pages } = await samplePaths(request);
  for (const path of pages) {
    const policy = POLICY_META.exec(await (await request.get(path)).text())?.[1] ?? '';
    const directives = new Map(policy.split(';').map((part) => [part.trim().split(/\s+/)[0], part.trim()]));
    expect(directives.get('default-src'), path).toBe("default-src 'self'");
    expect(directives.get('script-src'), path).toMatch(/^script-src 'self'/);
    expect(directives.get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(directives.get('style-src'), path).not.toContain("'unsafe-inline'");
  }
});

test('caches hashed assets for a year, the search index and other files for an hour, pages never', async ({
  request,
}) => {
  const { pages, hashedAssets, searchIndex, files, notFound } = await samplePaths(request);
  const servedPaths = [...pages, ...hashedAssets, ...searchIndex, ...files];
  const [fromCdn, fromStaticServer] = await Promise.all([
    headersOf(request, [...servedPaths, ...notFound]),
    headersOf(request, servedPaths, E2E_SITE_URL),
  ]);
  const cacheOf = (path: string) => fromCdn.get(path)?.['cache-control'];
  for (const path of pages) expect(cacheOf(path), path).toBe('no-cache');
  for (const path of hashedAssets) expect(cacheOf(path), path).toBe('public, max-age=31536000, immutable');
  // The index keeps its entry files' names from build to build: revalidated, as pages are.
  for (const path of searchIndex) expect(cacheOf(path), path).toBe('no-cache');
  for (const path of files) expect(cacheOf(path), path).toBe('public, max-age=3600');
  // A page published after the build is read on the 404 page: it must never be kept.
  for (const path of notFound.filter((path) => !path.startsWith('/_astro/'))) {
    expect(cacheOf(path), path).toBe('no-cache');
  }
  // The same caching as the local static server, path by path.
  for (const path of servedPaths) expect(cacheOf(path), path).toBe(fromStaticServer.get(path)?.['cache-control']);
});

test('serves clean URLs with and without a trailing slash, and the 404 page with status 404', async ({ request }) => {
  const blogs = await request.get('/blogs', { maxRedirects: 0 });
  expect(blogs.status()).toBe(200);
  const withSlash = await request.get('/blogs/', { maxRedirects: 0 });
  expect(withSlash.status()).toBe(200);
  expect(await withSlash.text()).toBe(await blogs.text());
  expect((await request.get('/about', { maxRedirects: 0 })).status()).toBe(200);
  // The .html address of a page leads to its clean one.
  const html = await request.get('/blogs/index.html', { maxRedirects: 0 });
  expect(html.status()).toBe(301);
  expect(html.headers().location).toBe('/blogs');

  for (const path of ['/no-such-page', '/blogs/no-such-blog', '/magazines/999999999']) {
    const missing = await request.get(path, { maxRedirects: 0 });
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(await missing.text(), path).toContain('Page not found');
  }
});

test('shows a blog published after the build on its own address, under the policy', async ({ page }) => {
  const [seeded] = await apiGet<StoredItem[]>('/blogs');
  if (!seeded) throw new Error('no blogs seeded');
  const id = `cdn-fresh-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const title = `Fresh at the Edge ${id}`;
  const db = openDatabase(E2E_STACK.apiDb ?? '');
  try {
    db.insertItem({
      ...withoutPlaceWords(seeded),
      id,
      title,
      position: undefined,
      createdAt: new Date().toISOString(),
    });
    const violations = await watchPolicy(page.context());
    const response = await page.goto(`/blogs/${id}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Serendib Luxe`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
    expect(violations).toEqual([]);
  } finally {
    db.deleteItem(id);
    db.close();
  }
});
