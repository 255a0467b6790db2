import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { headersForPath, parseHeadersFile } from './headers-file.ts';
import {
  CACHE_CONTROL,
  HOST_HEADER_RULES,
  SECURITY_HEADERS,
  cacheControlFor,
  firebaseHostingHeaders,
  headersFileText,
  hostHeadersFor,
} from './host-headers.ts';

const PAGES = ['/', '/blogs', '/blogs/', '/blogs/tea-country-mornings', '/magazines/3', '/404.html', '/no-such-page'];
const FILES = ['/rss.xml', '/favicon.png', '/robots.txt', '/images/cover.webp', '/sitemap-index.xml'];
const HASHED = ['/_astro/index.B1x2y3z4.js', '/_astro/BaseLayout.Cq9.css'];
const SEARCH = [
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-entry.json',
  '/pagefind/shard-1/fragment/en_1.pf_fragment',
];
const ALL = [...PAGES, ...FILES, ...HASHED, ...SEARCH];

describe('the generated host files', () => {
  it('public/_headers is what the rules make (run npm run hosting:headers after changing them)', () => {
    expect(readFileSync(join(PROJECT_ROOT, 'public', '_headers'), 'utf8')).toBe(headersFileText());
  });

  it('firebase.json carries every rule, in order (run npm run hosting:headers after changing them)', () => {
    const config = JSON.parse(readFileSync(join(PROJECT_ROOT, 'firebase.json'), 'utf8'));
    expect(config.hosting.headers).toEqual(firebaseHostingHeaders());
  });

  it('a _headers host sends the same security and asset headers as Firebase Hosting', () => {
    const rules = parseHeadersFile(headersFileText());
    for (const path of ALL) {
      const fromFile = headersForPath(rules, path);
      const fromFirebase = hostHeadersFor(path);
      for (const name of Object.keys(SECURITY_HEADERS))
        expect(fromFile[name], `${name} ${path}`).toBe(fromFirebase[name]);
      if (fromFile['Cache-Control']) expect(fromFile['Cache-Control'], path).toBe(fromFirebase['Cache-Control']);
    }
  });

  it('never sets one header twice for a _headers host, which would join the values', () => {
    const rules = parseHeadersFile(headersFileText());
    for (const path of ALL) {
      const named = rules.flatMap((rule) =>
        Object.keys(headersForPath([rule], path)).map((name) => name.toLowerCase()),
      );
      expect(new Set(named).size, path).toBe(named.length);
    }
  });
});

describe('the rules', () => {
  it('give every response the security headers', () => {
    for (const path of ALL) expect(hostHeadersFor(path), path).toMatchObject(SECURITY_HEADERS);
  });

  it('revalidate pages, keep hashed assets for a year and the rest for an hour', () => {
    for (const path of PAGES) expect(cacheControlFor(path, 200), path).toBe(CACHE_CONTROL.page);
    for (const path of FILES) expect(cacheControlFor(path, 200), path).toBe(CACHE_CONTROL.file);
    for (const path of HASHED) expect(cacheControlFor(path, 200), path).toBe(CACHE_CONTROL.hashedAsset);
    for (const path of SEARCH) expect(cacheControlFor(path, 200), path).toBe(CACHE_CONTROL.searchIndex);
  });

  it('revalidate every not-found answer, whatever its path', () => {
    for (const path of [...HASHED, ...FILES]) expect(cacheControlFor(path, 404), path).toBe(CACHE_CONTROL.page);
  });

  it('are regular expressions RE2 accepts: no look-around or back-references', () => {
    for (const rule of HOST_HEADER_RULES) expect(rule.paths, rule.covers).not.toMatch(/\(\?[=!<]|\\[1-9]/);
  });
});
