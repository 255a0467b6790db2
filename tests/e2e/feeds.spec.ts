import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiGet, builtPages } from '../support/pages.ts';
import { E2E_STACK } from '../support/e2e-stack.ts';

interface Listed {
  id: string;
  title: string;
  type: 'blog' | 'vlog';
  excerpt: string;
  createdAt: string;
}

interface FeedItem {
  title: string;
  link: string;
  pubDate: string;
  description: string;
  category: string;
}

test('/rss.xml is valid RSS listing the newest articles and vlogs first', async ({ page, request }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();

  await page.goto('/about');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const value = (node: Element, name: string) => node.getElementsByTagName(name)[0]?.textContent ?? '';
    // Readers render a description (and many a title) as HTML: read them so, and count any markup.
    let markup = 0;
    const asHtml = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      markup += template.content.querySelectorAll('*').length;
      return template.content.textContent ?? '';
    };
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.nodeName,
      title: value(doc.documentElement, 'title'),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: asHtml(value(item, 'title')),
        link: value(item, 'link'),
        pubDate: value(item, 'pubDate'),
        description: asHtml(value(item, 'description')),
        category: value(item, 'category'),
      })),
      markup,
    };
  }, xml);
  expect(feed.error).toBe(false);
  expect(feed.root).toBe('rss');
  expect(feed.title).toBe('Serendib Luxe');
  expect(feed.markup).toBe(0);

  const everything = [...(await apiGet<Listed[]>('/blogs')), ...(await apiGet<Listed[]>('/vlogs'))];
  const newest = everything.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const items: FeedItem[] = feed.items;
  expect(items.length).toBe(Math.min(20, newest.length));
  expect(items.map((item) => item.title)).toEqual(newest.slice(0, items.length).map((item) => item.title));
  const [first] = items;
  const [top] = newest;
  expect(first?.link).toBe(`${E2E_STACK.siteUrl}/${top?.type}s/${top?.id}`);
  expect(first?.description).toBe(top?.excerpt);
  for (const item of items) {
    expect(Number.isNaN(Date.parse(item.pubDate)), item.title).toBe(false);
    expect(item.category, item.title).not.toBe('');
  }
  expect(items.some((item) => item.link.includes('/vlogs/'))).toBe(true);
});

test('every page names the feed in its head', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  );
});

test('the sitemap lists the public pages only, and robots.txt points to it', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const listed = new Set<string>();
  for (const sitemap of sitemaps) {
    const body = await (await request.get(sitemap)).text();
    for (const [, loc = ''] of body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      listed.add(new URL(loc).pathname.replace(/(.)\/$/, '$1'));
    }
  }
  for (const path of ['/404', '/profile', '/collections', '/search']) expect(listed.has(path), path).toBe(false);
  for (const path of ['/', '/blogs', '/vlogs', '/magazines', '/about']) expect(listed.has(path), path).toBe(true);

  // Nothing the sitemap lists asks search engines to stay away, and every such page is left out.
  for (const { file, path } of builtPages()) {
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
    expect(listed.has(path) && noindex, `${path} is listed but noindex`).toBe(false);
    if (!noindex && path !== '/404') expect(listed.has(path), `${path} is public but not listed`).toBe(true);
  }

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /profile');
  expect(robots).toContain('Disallow: /collections');
  expect(robots).toContain(`Sitemap: ${E2E_STACK.siteUrl}/sitemap-index.xml`);
});
