import { describe, expect, it } from 'vitest';
import { itSanitisesLikeThePolicy } from '../../../tests/support/sanitizer-cases.ts';
import { sanitizeInlineHtml, stripHtml } from './sanitize-build.ts';

describe('sanitizeInlineHtml (build time, DOMPurify on jsdom, no browser window)', () => {
  it('runs where there is no window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  itSanitisesLikeThePolicy(sanitizeInlineHtml);
});

describe('stripHtml', () => {
  it('gives plain text', () => {
    expect(stripHtml('A <strong>bold</strong> &amp; <em>fine</em>\n line')).toBe('A bold & fine line');
  });
});
