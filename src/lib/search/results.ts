/** How a Pagefind result becomes what the reader sees in the search panel's list. */
import { SEARCH } from '../../config/search.ts';
import { imageSource, type ImageSource } from '../content/images.ts';
import { pageHref } from '../reader/page-param.ts';
import { pageOfAnchor } from '../reader/page-text.ts';
import { bodyExcerpt } from './excerpt.ts';
import { issuePageResultTitle } from './messages.ts';
import type { PagefindResultData, PagefindSubResult } from './pagefind.ts';

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

/** `/magazines/6/` and page 7: `/magazines/6?page=7`, the reader's own address for that page. */
function issuePageUrl(url: string, page: number): string {
  const address = new URL(pageHref(new URL(url, 'http://site.invalid').toString(), page - 1));
  return `${address.pathname.replace(/(.)\/$/, '$1')}${address.search}`;
}

function pageOf(sub: PagefindSubResult): number | undefined {
  return pageOfAnchor(sub.anchor?.id);
}

/**
 * The views of one result: an issue whose pages match gives one view per page (up to
 * `pagesPerIssue`, the pages with the most hits first), each opening the reader at that page, and
 * the issue itself too when its title or description matched. Any other page gives one view.
 */
export function toResultViews(data: PagefindResultData): SearchResultView[] {
  const whole = toResultView(data);
  const subs = data.sub_results ?? [];
  const pages = subs
    .filter((sub) => pageOf(sub) !== undefined)
    .sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))
    .slice(0, SEARCH.pagesPerIssue)
    .map((sub): SearchResultView => {
      const page = pageOf(sub) ?? 1;
      return {
        url: issuePageUrl(data.url, page),
        title: issuePageResultTitle(whole.title, page, sub.title.trim()),
        excerpt: sub.excerpt,
        image: whole.image,
        topic: whole.topic,
        date: whole.date,
      };
    });
  if (pages.length === 0) return [whole];
  return subs.some((sub) => pageOf(sub) === undefined) ? [whole, ...pages] : pages;
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
