/**
 * Plain text of article HTML, for what is not an article body: page descriptions, structured data
 * and the RSS feed. The HTML is parsed once, by DOMPurify on jsdom with no element allowed, so
 * entities are decoded and markup dropped in the same pass: text written as `&lt;img&gt;` stays the
 * text "<img>" and never becomes an element, and what scripts and styles hold is not text at all.
 * Where the text goes back into HTML (a feed reader renders an item's description as HTML), it is
 * escaped by the DOM's own serialiser. Build time only: jsdom never reaches a browser bundle.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

const TEXT_ONLY: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [],
  ALLOWED_ATTR: [],
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

/** Without `<` or `&` (or a NUL, which parsing drops) there is nothing to parse: most excerpts. */
const NOTHING_TO_PARSE = /^[^<&\0]*$/;

let dom: { window: JSDOM['window']; purifier: DOMPurify } | undefined;

function parser() {
  if (!dom) {
    const { window } = new JSDOM('');
    dom = { window, purifier: createDOMPurify(window as unknown as WindowLike) };
  }
  return dom;
}

function textOf(html: string): string {
  if (NOTHING_TO_PARSE.test(html)) return html;
  // Without `<` no element can come of it: the parser only decodes the entities (a tenth of the cost).
  if (!html.includes('<')) {
    const template = parser().window.document.createElement('template');
    template.innerHTML = html;
    return template.content.textContent ?? '';
  }
  return parser().purifier.sanitize(html, TEXT_ONLY).textContent ?? '';
}

/** The text a reader would see of inline HTML, its white space collapsed. */
export function htmlToText(html: string): string {
  return textOf(html).replace(/\s+/g, ' ').trim();
}

/** HTML that shows exactly `text`: `&`, `<`, `>` and no-break spaces escaped. */
export function textToHtml(text: string): string {
  const holder = parser().window.document.createElement('p');
  holder.textContent = text;
  return holder.innerHTML;
}
