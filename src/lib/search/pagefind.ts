/**
 * Site search with Pagefind: what the search page says, how its address carries the query, and
 * how a Pagefind result becomes what the reader sees. The index (src/integrations/search-index-writer.ts)
 * is built after the pages from the main content of blog, vlog and issue pages (`data-pagefind-body`).
 */
import { SEARCH, SEARCH_INDEXING } from '../../config/search.ts';
import { imageSource, type ImageSource } from '../content/images.ts';

export const SEARCH_TEXT = {
  label: 'Search articles, vlogs and issues',
  button: 'Search',
  prompt: 'Type a word or two to search the magazine.',
  searching: 'Searching…',
  failed: 'Search is not available right now. Please try again later.',
} as const;

/** The parts of Pagefind's browser API the search page uses (pagefind.js, built with the site). */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  /** Adds another bundle of the index (search-bundles.ts) to every later search. */
  mergeIndex(bundlePath: string, options: { excerptLength?: number }): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** One result as Pagefind gives it: `excerpt` is HTML, matches wrapped in `<mark>`. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; image?: string; excerpt?: string };
}

export interface SearchResultView {
  url: string;
  title: string;
  /** HTML from Pagefind: escaped text and `<mark>` only; render with `excerptNodes`. */
  excerpt: string;
  image: ImageSource;
}

/** Where the page loads Pagefind from: written by the build, so never bundled. */
export function pagefindUrl(): string {
  return `${SEARCH.bundlePath}pagefind.js`;
}

/** Where the build lists the index's other bundles, beside Pagefind's script. */
export function shardListUrl(): string {
  return `${SEARCH.bundlePath}${SEARCH_INDEXING.shardListFile}`;
}

/** The bundle addresses in the build's list; refuses anything but paths below the index's own. */
export function parseShardList(list: unknown): string[] {
  const valid =
    Array.isArray(list) &&
    list.every((path) => typeof path === 'string' && path.startsWith(SEARCH.bundlePath) && !path.includes('..'));
  if (!valid) throw new Error(`${shardListUrl()} is not a list of search bundles`);
  return list as string[];
}

/** The query in a page address's search part, trimmed. */
export function searchTermOf(search: string): string {
  return (new URLSearchParams(search).get(SEARCH.param) ?? '').trim();
}

/** The address of the search page for a query (the bare page for none). */
export function searchHref(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `${SEARCH.path}?${new URLSearchParams({ [SEARCH.param]: trimmed })}` : SEARCH.path;
}

/** What the status line announces once a search has finished. */
export function resultsStatus(shown: number, total: number, term: string): string {
  const quoted = `“${term}”`;
  if (total === 0) return `No results for ${quoted}.`;
  const noun = total === 1 ? 'result' : 'results';
  return shown < total ? `Showing ${shown} of ${total} ${noun} for ${quoted}.` : `${total} ${noun} for ${quoted}.`;
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

/** Pagefind metadata names on indexed pages: the title, excerpt and image of each result. */
export const SEARCH_META = { title: 'title', excerpt: 'excerpt[data-excerpt]', image: 'image[src]' } as const;
