/**
 * Article paragraphs may carry inline HTML from the API. At build time they are sanitised here,
 * so no script, event handler or javascript: URL reaches a reader (the policy lives in
 * `sanitize-policy.ts`). A paragraph that is already clean takes the fast path
 * (`sanitize-build-fast-path.ts`); any other goes through DOMPurify on jsdom, which is costly at
 * thousands of pages. Browser code uses `sanitize-browser.ts` instead, so jsdom never reaches a
 * browser bundle.
 */
import { createRequire } from 'node:module';
import type createDOMPurify from 'dompurify';
import type { WindowLike } from 'dompurify';
import type { JSDOM as JSDOMClass } from 'jsdom';
import { sanitizeCleanInlineHtml } from './sanitize-build-fast-path.ts';
import { inlineSanitizer, type Sanitize } from './sanitize-policy.ts';

export type { Sanitize } from './sanitize-policy.ts';

const require = createRequire(import.meta.url);
let sanitize: Sanitize | undefined;

/**
 * DOMPurify on jsdom, loaded by the first paragraph that needs it: loading jsdom takes about
 * 0.6 s, and a publish's search index, which makes a few documents, seldom needs it at all.
 */
function fullSanitizer(): Sanitize {
  const purify = require('dompurify') as typeof createDOMPurify;
  const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMClass };
  return inlineSanitizer(purify(new JSDOM('').window as unknown as WindowLike));
}

/** Inline HTML of one paragraph, safe to insert into a page. */
export function sanitizeInlineHtml(html: string): string {
  const clean = sanitizeCleanInlineHtml(html);
  if (clean !== undefined) return clean;
  sanitize ??= fullSanitizer();
  return sanitize(html);
}
