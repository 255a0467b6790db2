import { describe, expect, it } from 'vitest';
import { itSanitisesLikeThePolicy } from '../../../tests/support/sanitizer-cases.ts';
import { sanitizeInlineHtml } from './sanitize-build.ts';

describe('sanitizeInlineHtml (build time, DOMPurify on jsdom, no browser window)', () => {
  it('runs where there is no window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  itSanitisesLikeThePolicy(sanitizeInlineHtml);
});
