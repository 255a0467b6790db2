/** How a Pagefind result becomes what the reader sees in the search panel's list. */
import { SEARCH } from '../../config/search.ts';
import { imageSource, type ImageSource } from '../content/images.ts';
import { bodyExcerpt } from './excerpt.ts';
import type { PagefindResultData } from './pagefind.ts';

export interface SearchResultView {
  url: string;
  title: string;
  /** Escaped text and `<mark>` only; render with `excerptNodes`. */
  excerpt: string;
  image: ImageSource;
  /** The category (or "Issue"), and the date as the page shows it; empty when the page has none. */
  topic: string;
  date: string;
}

export function toResultView(data: PagefindResultData): SearchResultView {
  const title = data.meta.title?.trim() || data.url;
  return {
    url: data.url,
    title,
    excerpt: excerptOf(data, title),
    image: imageSource(data.meta.image, 'article'),
    topic: data.meta.topic?.trim() ?? '',
    date: data.meta.date?.trim() ?? '',
  };
}

/** The body around the matches, without the title; the page's own excerpt when there is no body text. */
function excerptOf(data: PagefindResultData, title: string): string {
  if (data.content?.trim() && data.locations) {
    const excerpt = bodyExcerpt({ content: data.content, locations: data.locations, title }, SEARCH.excerptWords);
    if (excerpt) return excerpt;
  }
  return data.excerpt.trim() ? data.excerpt : escapeText(data.meta.excerpt ?? '');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The excerpt as nodes: its text and `<mark>` highlights, nothing else, so no markup from an
 * indexed page can reach the search page.
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
