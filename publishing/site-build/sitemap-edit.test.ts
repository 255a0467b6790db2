import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editSitemap, sitemapAddressOf, SITEMAP_INDEX } from './sitemap-edit.ts';

const SITE = 'https://example.com';
const HEADER = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const part = (...paths: string[]) =>
  `${HEADER}${paths.map((path) => `<url><loc>${SITE}${path}</loc></url>`).join('')}</urlset>`;
const index = (...names: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${names
    .map((name) => `<sitemap><loc>${SITE}/${name}</loc></sitemap>`)
    .join('')}</sitemapindex>`;

let dir: string;
let live: string;
let layer: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitemap-edit-'));
  live = join(dir, 'live');
  layer = join(dir, 'layer');
  mkdirSync(live);
  mkdirSync(layer);
  writeFileSync(join(live, SITEMAP_INDEX), index('sitemap-0.xml'));
  writeFileSync(join(live, 'sitemap-0.xml'), part('/', '/blogs/tea', '/blogs/gems'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a publish’s edit of the sitemap', () => {
  it('lists a page as the sitemap does: its address without a trailing slash, never a private page', () => {
    expect(sitemapAddressOf('blogs/tea/index.html', SITE)).toBe(`${SITE}/blogs/tea`);
    expect(sitemapAddressOf('index.html', SITE)).toBe(`${SITE}/`);
    expect(sitemapAddressOf('profile/index.html', SITE)).toBeUndefined();
    expect(sitemapAddressOf('rss.xml', SITE)).toBeUndefined();
  });

  it('adds a new page and takes a removed one out, writing only the part that changed', async () => {
    expect(await editSitemap(layer, live, SITE, ['blogs/pearls/index.html'], ['blogs/gems/index.html'])).toBe(true);
    expect(readFileSync(join(layer, 'sitemap-0.xml'), 'utf8')).toBe(part('/', '/blogs/tea', '/blogs/pearls'));
    expect(existsSync(join(layer, SITEMAP_INDEX))).toBe(false);
  });

  it('writes nothing when no page came or went', async () => {
    expect(await editSitemap(layer, live, SITE, [], ['feed.json'])).toBe(true);
    expect(existsSync(join(layer, 'sitemap-0.xml'))).toBe(false);
  });

  it('escapes an address as XML', async () => {
    await editSitemap(layer, live, SITE, ['blogs/tea&milk/index.html'], []);
    expect(readFileSync(join(layer, 'sitemap-0.xml'), 'utf8')).toContain(`<loc>${SITE}/blogs/tea&amp;milk</loc>`);
  });

  it('starts a new part once the last is full, and lists it in the index', async () => {
    const full = Array.from({ length: 45_000 }, (_, n) => `/blogs/story-${n}`);
    writeFileSync(join(live, 'sitemap-0.xml'), part(...full));
    await editSitemap(layer, live, SITE, ['blogs/pearls/index.html'], []);
    expect(readFileSync(join(layer, 'sitemap-1.xml'), 'utf8')).toBe(part('/blogs/pearls'));
    expect(readFileSync(join(layer, SITEMAP_INDEX), 'utf8')).toBe(index('sitemap-0.xml', 'sitemap-1.xml'));
    expect(existsSync(join(layer, 'sitemap-0.xml'))).toBe(false);
  });

  it('says it cannot when the live build has no sitemap index, so the whole sitemap is written', async () => {
    rmSync(join(live, SITEMAP_INDEX));
    expect(await editSitemap(layer, live, SITE, ['blogs/pearls/index.html'], [])).toBe(false);
  });
});
