/** How a Pagefind result becomes what the reader sees in the search panel's list. */
import { imageSource, type ImageSource } from '../content/images.ts';
import type { PagefindResultData } from './pagefind.ts';

export interface SearchResultView {
  url: string;
  title: string;
  /** HTML from Pagefind: escaped text and `<mark>` only; render with `excerptNodes`. */
  excerpt: string;
  image: ImageSource;
}

export function toResultView(data: PagefindResultData): SearchResultView {
  return {
    url: data.url,
    title: data.meta.title?.trim() || data.url,
    excerpt: data.excerpt.trim() ? data.excerpt : escapeText(data.meta.excerpt ?? ''),
    image: imageSource(data.meta.image, 'article'),
  };
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Pagefind's excerpt as nodes: its text and `<mark>` highlights, nothing else, so no markup from
 * an indexed page can reach the search page.
 */
export function excerptNodes(html: string, doc: Document): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const nodes: Node[] = [];
  const walk = (parent: Node, into: (node: Node) => void) => {
    for (const child of parent.childNodes) {
      if (child.nodeType === child.TEXT_NODE) into(doc.createTextNode(child.textContent ?? ''));
      else if (child.nodeName === 'MARK') {
        const mark = doc.createElement('mark');
        walk(child, (node) => mark.append(node));
        into(mark);
      } else walk(child, into);
    }
  };
  walk(template.content, (node) => nodes.push(node));
  return nodes;
}
