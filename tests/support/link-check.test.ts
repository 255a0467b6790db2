import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinks, countInternalLinks, internalPath, linksOfHtml, linksOfXml } from './link-check.ts';

const SITE = 'https://mag.example';

describe('linksOfHtml', () => {
  it('finds href, src, poster and every srcset candidate, not strings inside scripts', () => {
    const html = `
      <a href="/blogs">Blogs</a><link rel="stylesheet" href="/_astro/a.css">
      <img src="/logo.svg" srcset="/logo-1.webp 1x, /logo-2.webp 2x" alt="">
      <video poster="/poster.webp"></video>
      <script type="module">const u = "/not-a-link"; el.href="/nor-this"</script>
      <a href="/search?q=tea&amp;page=2">Search</a>`;
    expect(linksOfHtml(html)).toEqual([
      '/blogs',
      '/_astro/a.css',
      '/logo.svg',
      '/poster.webp',
      '/search?q=tea&page=2',
      '/logo-1.webp',
      '/logo-2.webp',
    ]);
  });
});

describe('linksOfXml', () => {
  it('reads sitemap locations and feed links', () => {
    const xml = `<urlset><url><loc>${SITE}/blogs/</loc></url></urlset>
      <rss><channel><link>${SITE}/</link><item><link>${SITE}/blogs/a/</link><guid isPermaLink="true">${SITE}/blogs/a/</guid></item></channel></rss>`;
    expect(linksOfXml(xml)).toEqual([`${SITE}/blogs/`, `${SITE}/`, `${SITE}/blogs/a/`, `${SITE}/blogs/a/`]);
  });
});

describe('internalPath', () => {
  it('resolves relative and absolute links of the site, and leaves other origins and mail alone', () => {
    expect(internalPath('../vlogs?x=1#top', `${SITE}/blogs/a`)).toBe('/vlogs');
    expect(internalPath(`${SITE}/about`, `${SITE}/`)).toBe('/about');
    expect(internalPath('http://127.0.0.1:8787/media/a.webp', `${SITE}/`)).toBeUndefined();
    expect(internalPath('mailto:editors@mag.example', `${SITE}/`)).toBeUndefined();
    expect(internalPath('#main', `${SITE}/`)).toBeUndefined();
  });
});

describe('brokenLinks', () => {
  let outDir: string;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'link-check-'));
    mkdirSync(join(outDir, 'blogs', 'a'), { recursive: true });
    mkdirSync(join(outDir, '_astro'));
    writeFileSync(join(outDir, '_astro', 'site.css'), '');
    writeFileSync(
      join(outDir, 'index.html'),
      '<link href="/_astro/site.css"><a href="/blogs/a/">a</a><a href="/blogs/gone">gone</a><a href="https://x.example/">x</a>',
    );
    writeFileSync(join(outDir, 'blogs', 'a', 'index.html'), '<a href="../../">home</a><img src="/missing.webp">');
    writeFileSync(join(outDir, '404.html'), '<a href="/">home</a>');
    writeFileSync(
      join(outDir, 'sitemap-0.xml'),
      `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/blogs/old/</loc></url></urlset>`,
    );
    writeFileSync(join(outDir, 'rss.xml'), `<rss><channel><link>${SITE}/</link></channel></rss>`);
  });

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('names each internal link that reaches no built file, and where it is', async () => {
    expect(await brokenLinks(outDir, SITE)).toEqual([
      { from: '/', link: '/blogs/gone' },
      { from: '/blogs/a', link: '/missing.webp' },
      { from: '/sitemap-0.xml', link: `${SITE}/blogs/old/` },
    ]);
  });

  it('counts the internal links it checked', () => {
    expect(countInternalLinks(outDir, SITE)).toBe(6);
  });
});
