import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headerRulesOf, headersForPath, parseHeadersFile } from './headers-file.ts';

const SAMPLE = `# comment
/*
  X-Content-Type-Options: nosniff
  Link: </a.css>; rel=preload

/blogs/:id
  Cache-Control: no-store
/_astro/*
  Link: </b.css>; rel=preload
`;

describe('parseHeadersFile', () => {
  it('reads paths with their indented headers and skips comments', () => {
    expect(parseHeadersFile(SAMPLE)).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Content-Type-Options', 'nosniff'],
          ['Link', '</a.css>; rel=preload'],
        ],
      },
      { pattern: '/blogs/:id', headers: [['Cache-Control', 'no-store']] },
      { pattern: '/_astro/*', headers: [['Link', '</b.css>; rel=preload']] },
    ]);
  });

  it('names the line of a header without a path or a colon', () => {
    expect(() => parseHeadersFile('  X-Orphan: 1')).toThrow('_headers line 1');
    expect(() => parseHeadersFile('/*\n  no colon here')).toThrow('_headers line 2');
  });
});

describe('headersForPath', () => {
  const rules = parseHeadersFile(SAMPLE);

  it('applies every matching rule, joining a header named twice', () => {
    expect(headersForPath(rules, '/_astro/x.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      Link: '</a.css>; rel=preload, </b.css>; rel=preload',
    });
  });

  it('matches a placeholder to one path segment only', () => {
    expect(headersForPath(rules, '/blogs/ceylon-tea')['Cache-Control']).toBe('no-store');
    expect(headersForPath(rules, '/blogs/ceylon-tea/more')['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/blogs')['Cache-Control']).toBeUndefined();
  });
});

describe('headerRulesOf', () => {
  const root = mkdtempSync(join(tmpdir(), 'headers-file-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('has no rules without a file, and reads the file again once it changes', async () => {
    expect(await headerRulesOf(root)).toEqual([]);
    writeFileSync(join(root, '_headers'), '/*\n  X-One: 1\n');
    expect(await headerRulesOf(root)).toEqual([{ pattern: '/*', headers: [['X-One', '1']] }]);
    writeFileSync(join(root, '_headers'), '/*\n  X-Two: 2\n');
    utimesSync(join(root, '_headers'), new Date(), new Date(Date.now() + 5_000));
    expect(await headerRulesOf(root)).toEqual([{ pattern: '/*', headers: [['X-Two', '2']] }]);
  });
});

describe("the site's public/_headers", () => {
  const rules = parseHeadersFile(readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8'));

  it('gives every page the security headers static hosts should send', () => {
    for (const path of ['/', '/blogs/some-article', '/login', '/_astro/app.js']) {
      const headers = headersForPath(rules, path);
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
      expect(headers['Content-Security-Policy']).toBe("frame-ancestors 'self'");
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    }
  });
});
