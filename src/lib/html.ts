/**
 * Article paragraphs may carry inline HTML from the API. At build time they are sanitised here,
 * with DOMPurify on jsdom, so no script, event handler or javascript: URL reaches a reader (the
 * policy lives in `html-policy.ts`). Browser code uses `html-browser.ts` instead, so jsdom never
 * reaches a browser bundle.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { inlineSanitizer, type Sanitize } from './html-policy.ts';

export type { Sanitize } from './html-policy.ts';

let sanitize: Sanitize | undefined;

/** Inline HTML of one paragraph, safe to insert into a page. */
export function sanitizeInlineHtml(html: string): string {
  sanitize ??= inlineSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
  return sanitize(html);
}

/** Plain text of inline HTML, for excerpts, alt texts and metadata. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
