/**
 * Article paragraphs may carry inline HTML from the API. They are sanitised at build time so no
 * script, event handler or javascript: URL reaches a reader; only inline text markup survives.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const ALLOWED_TAGS = ['strong', 'em', 'b', 'i', 'a', 'br', 'span', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'title', 'lang'];

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** Inline HTML of one paragraph, safe to insert into a page. */
export function sanitizeInlineHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['rel'] });
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
