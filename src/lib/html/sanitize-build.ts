/**
 * Article paragraphs may carry inline HTML from the API. At build time they are sanitised here,
 * so no script, event handler or javascript: URL reaches a reader (the policy lives in
 * `sanitize-policy.ts`). A paragraph that is already clean takes the fast path
 * (`sanitize-build-fast-path.ts`); any other goes through DOMPurify on jsdom, which is costly at
 * thousands of pages. Browser code uses `sanitize-browser.ts` instead, so jsdom never reaches a
 * browser bundle.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeCleanInlineHtml } from './sanitize-build-fast-path.ts';
import { inlineSanitizer, type Sanitize } from './sanitize-policy.ts';

export type { Sanitize } from './sanitize-policy.ts';

let sanitize: Sanitize | undefined;

/** Inline HTML of one paragraph, safe to insert into a page. */
export function sanitizeInlineHtml(html: string): string {
  const clean = sanitizeCleanInlineHtml(html);
  if (clean !== undefined) return clean;
  sanitize ??= inlineSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
  return sanitize(html);
}
