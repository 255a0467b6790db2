/**
 * The fast path must never answer differently from DOMPurify: over the seed's paragraphs, generated
 * ones, the XSS corpus and hand-made edge cases, it either declines (undefined) or gives exactly
 * what DOMPurify on jsdom gives under the same policy.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadSeedContent } from '../../../api/seed/seed-content.ts';
import { generateArticles } from '../../../bench/article-generator.ts';
import { sanitizeCleanInlineHtml } from './sanitize-build-fast-path.ts';
import { inlineSanitizer } from './sanitize-policy.ts';
import { XSS_PAYLOADS } from '../../../tests/support/xss-corpus.ts';

const purify = inlineSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));

const payloads = XSS_PAYLOADS;

const EDGE_CASES = [
  '',
  'plain words',
  'A <strong>bold</strong> and <em>quiet</em> <a href="/gems">gem</a>.',
  '<a href="https://example.org">x</a>',
  '<a href="HTTPS://example.org">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" https://example.org">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="mailto:editors@serendibluxe.lk" title="Write to us">mail</a>',
  '<a href="https://a.example"><a href="https://b.example">nested</a></a>',
  '<a href="https://a.example" rel="opener">x</a>',
  '<a href="https://a.example?x=1&amp;y=2">query</a>',
  '<a href="https://a.example?x=1&y=2">raw ampersand</a>',
  '<span lang="si">text</span>',
  '<span lang="si:x">text</span>',
  '<span title=" padded ">text</span>',
  '<span title="a" title="b">twice</span>',
  '<b><i>misnested</b></i>',
  '<b>unclosed',
  'stray </b> end',
  'line<br>break',
  'line<br/>break',
  'line</br>break',
  '<STRONG>upper</STRONG>',
  '<strong >space</strong>',
  'Fish &amp; chips &lt;3 &gt;',
  'Fish & chips',
  'caf&eacute; &mdash; &#39;quoted&#39;',
  'no\u00a0break',
  'carriage\r\nreturn',
  'a > b',
  '<!-- comment -->text',
  '<img src=x onerror=alert(1)>',
  '<span>'.repeat(20) + 'deep' + '</span>'.repeat(20),
  '<sup>1</sup><sub>2</sub><small>3</small>',
];

async function corpus(): Promise<string[]> {
  const seed = await loadSeedContent();
  const seedParagraphs = [...seed.blogs, ...seed.vlogs].flatMap((item) => item.description);
  const generated = (await generateArticles(40)).flatMap((item) => item.description);
  return [...EDGE_CASES, ...payloads, ...seedParagraphs, ...generated];
}

describe('sanitizeCleanInlineHtml', () => {
  it('answers exactly what DOMPurify answers whenever it answers at all', async () => {
    for (const html of await corpus()) {
      const fast = sanitizeCleanInlineHtml(html);
      if (fast !== undefined) expect({ html, out: fast }).toEqual({ html, out: purify(html) });
    }
  });

  it('takes every generated paragraph and nearly all of the seed', async () => {
    const generated = (await generateArticles(40)).flatMap((item) => item.description);
    expect(generated.filter((html) => sanitizeCleanInlineHtml(html) === undefined)).toEqual([]);
    const seed = await loadSeedContent();
    const seedParagraphs = seed.blogs.flatMap((blog) => blog.description);
    const declined = seedParagraphs.filter((html) => sanitizeCleanInlineHtml(html) === undefined);
    expect(declined.length).toBeLessThan(seedParagraphs.length / 10);
  });

  it('declines every XSS payload that DOMPurify changes', () => {
    for (const html of payloads) {
      if (purify(html) !== html)
        expect({ html, fast: sanitizeCleanInlineHtml(html) }).toEqual({ html, fast: undefined });
    }
  });

  it('adds rel to external links only', () => {
    expect(sanitizeCleanInlineHtml('<a href="https://example.org" title="t">x</a> <a href="/in">y</a>')).toBe(
      '<a href="https://example.org" title="t" rel="noopener noreferrer">x</a> <a href="/in">y</a>',
    );
  });
});
