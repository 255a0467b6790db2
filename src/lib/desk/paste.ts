/**
 * Text pasted into the editor, from Word, Google Docs or a web page, cleaned to exactly what the
 * site shows: paragraphs of the site's inline markup (its own sanitiser policy decides which) and
 * subtitles. Headings become subtitles; lists, tables, quotes and divisions become paragraphs;
 * styles, classes, comments and Office's own elements go, their text stays.
 */
import type { Sanitize } from '../html/sanitize-policy.ts';

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'TD',
  'TH',
  'DT',
  'DD',
  'FIGCAPTION',
  'ADDRESS',
  'ARTICLE',
  'SECTION',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'TABLE',
  'TBODY',
  'THEAD',
  'TR',
  'DL',
  'FIGURE',
  'HEADER',
  'FOOTER',
  'MAIN',
]);
const HEADINGS = /^H[1-6]$/;
const DROPPED = 'style, script, template, meta, link, title, head, xml, o\\:p';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Google Docs and Word mark bold and italic with styles rather than elements; turn those into the
 * elements the policy keeps, so the emphasis survives the sanitiser. Google Docs also wraps the
 * whole paste in a `<b style="font-weight:normal">`, which is not bold at all.
 */
function styledToElements(root: ParentNode, document: Document): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[style]'))) {
    const style = element.getAttribute('style') ?? '';
    const bold = /font-weight:\s*(bold|[6-9]00)/i.test(style);
    const notBold = /font-weight:\s*(normal|[1-4]00)/i.test(style);
    const italic = /font-style:\s*italic/i.test(style);
    if (notBold && (element.tagName === 'B' || element.tagName === 'STRONG')) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    let inner: Node[] = Array.from(element.childNodes);
    for (const [on, tag] of [
      [bold && !BLOCKS.has(element.tagName), 'strong'],
      [italic && !BLOCKS.has(element.tagName), 'em'],
    ] as const) {
      if (!on) continue;
      const wrapper = document.createElement(tag);
      wrapper.append(...inner);
      inner = [wrapper];
    }
    // A span that only carried the style is not kept around the emphasis it became.
    if (element.tagName === 'SPAN') element.replaceWith(...inner);
    else element.replaceChildren(...inner);
  }
}

// A parsed document has no window, so its nodes are told apart by type, not by class.
function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

/** Splits the paste into blocks: each block element with inline content, and runs of loose inline content. */
function blocksOf(root: Element, document: Document): { heading: boolean; html: string; text: string }[] {
  const blocks: { heading: boolean; html: string; text: string }[] = [];
  let loose: Node[] = [];
  const flush = () => {
    if (loose.length === 0) return;
    const holder = document.createElement('div');
    holder.append(...loose);
    blocks.push({ heading: false, html: holder.innerHTML, text: holder.textContent ?? '' });
    loose = [];
  };
  for (const node of Array.from(root.childNodes)) {
    if (isElement(node) && BLOCKS.has(node.tagName)) {
      flush();
      const hasBlocks = Array.from(node.children).some((child) => BLOCKS.has(child.tagName));
      if (hasBlocks) blocks.push(...blocksOf(node, document));
      else blocks.push({ heading: HEADINGS.test(node.tagName), html: node.innerHTML, text: node.textContent ?? '' });
    } else if (isElement(node) && node.tagName === 'BR' && loose.length === 0) {
      continue;
    } else {
      loose.push(node);
    }
  }
  flush();
  return blocks;
}

/** Pasted HTML as the editor's paragraphs and subtitles, with only the site's inline markup. */
export function cleanPastedHtml(html: string, sanitize: Sanitize): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of Array.from(document.querySelectorAll(DROPPED))) element.remove();
  styledToElements(document.body, document);
  return blocksOf(document.body, document)
    .filter((block) => block.text.replace(/\u00a0/g, ' ').trim() !== '')
    .map((block) =>
      block.heading
        ? `<h2>${escapeText(block.text.replace(/\s+/g, ' ').trim())}</h2>`
        : `<p>${sanitize(block.html).trim()}</p>`,
    )
    .join('');
}
