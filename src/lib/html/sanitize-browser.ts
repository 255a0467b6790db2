/**
 * The browser's article sanitiser: the same policy as the build's (`sanitize-policy.ts`), with
 * DOMPurify on the page's own window instead of jsdom. Islands import this, never
 * `sanitize-build.ts`.
 */
import createDOMPurify from 'dompurify';
import { inlineSanitizer, type Sanitize } from './sanitize-policy.ts';

let sanitize: Sanitize | undefined;

/** Inline HTML of one paragraph, safe to insert into the page. */
export function sanitizeInlineHtmlInBrowser(html: string): string {
  sanitize ??= inlineSanitizer(createDOMPurify(window));
  return sanitize(html);
}
