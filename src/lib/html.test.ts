import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml, stripHtml } from './html.ts';

describe('sanitizeInlineHtml', () => {
  it('keeps inline markup and links', () => {
    expect(sanitizeInlineHtml('A <strong>bold</strong> and <em>quiet</em> <a href="/gems">gem</a>.')).toBe(
      'A <strong>bold</strong> and <em>quiet</em> <a href="/gems">gem</a>.',
    );
  });

  it('marks external links noopener', () => {
    expect(sanitizeInlineHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">click</a><iframe src="//evil"></iframe>';
    const clean = sanitizeInlineHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(clean).toContain('click');
  });
});

describe('stripHtml', () => {
  it('gives plain text', () => {
    expect(stripHtml('A <strong>bold</strong> &amp; <em>fine</em>\n line')).toBe('A bold & fine line');
  });
});
