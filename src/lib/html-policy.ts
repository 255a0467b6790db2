/**
 * What article HTML may keep, shared by the build-time sanitiser (`html.ts`, DOMPurify on jsdom)
 * and the browser one (`html-browser.ts`, DOMPurify on the page's window): only inline text
 * markup survives, and external links open without handing over the page.
 */
import type { Config, DOMPurify } from 'dompurify';

/** Turns one paragraph of inline HTML into HTML that is safe to insert into a page. */
export type Sanitize = (html: string) => string;

const CONFIG: Config = {
  ALLOWED_TAGS: ['strong', 'em', 'b', 'i', 'a', 'br', 'span', 'small', 'sup', 'sub'],
  ALLOWED_ATTR: ['href', 'title', 'lang'],
  ADD_ATTR: ['rel'],
};

/** A sanitiser over one DOMPurify instance, with the house policy applied. */
export function inlineSanitizer(purifier: DOMPurify): Sanitize {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) => purifier.sanitize(html, CONFIG);
}
