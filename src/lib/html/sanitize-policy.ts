/**
 * What article HTML may keep, shared by the build-time sanitiser (`sanitize-build.ts`: an
 * already-clean fast path, else DOMPurify on jsdom) and the browser one (`sanitize-browser.ts`,
 * DOMPurify on the page's window): only inline text markup survives, and external links open without handing over
 * the page.
 */
import type { Config, DOMPurify } from 'dompurify';

/** Turns one paragraph of inline HTML into HTML that is safe to insert into a page. */
export type Sanitize = (html: string) => string;

/** The elements and attributes a paragraph may keep; everything else goes (its text stays). */
export const INLINE_POLICY = {
  tags: ['strong', 'em', 'b', 'i', 'a', 'br', 'span', 'small', 'sup', 'sub'],
  attributes: ['href', 'title', 'lang'],
  /** Set by the policy itself on external links, never taken from the article. */
  addedAttributes: ['rel'],
} as const;

const CONFIG: Config = {
  ALLOWED_TAGS: [...INLINE_POLICY.tags],
  ALLOWED_ATTR: [...INLINE_POLICY.attributes],
  ADD_ATTR: [...INLINE_POLICY.addedAttributes],
};

/** The `rel` an external link gets, so the page it opens cannot reach back to the magazine. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A sanitiser over one DOMPurify instance, with the house policy applied. */
export function inlineSanitizer(purifier: DOMPurify): Sanitize {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (isExternalHref(node.getAttribute('href') ?? '')) node.setAttribute('rel', EXTERNAL_LINK_REL);
  });
  return (html) => purifier.sanitize(html, CONFIG);
}
