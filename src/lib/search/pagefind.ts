/**
 * Site search runs on Pagefind in the browser: where the search panel loads Pagefind's script and
 * the list of the index's other bundles, the parts of Pagefind's API it uses, and the metadata
 * names that indexed pages carry. The index is written by build/search-index/ after the pages,
 * from the main content of blog, vlog and issue pages (`data-pagefind-body`).
 */
import { SEARCH, SEARCH_INDEXING } from '../../config/search.ts';

/** The parts of Pagefind's browser API the search panel uses (pagefind.js, built with the site). */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  /** Adds another bundle of the index (build/search-index/bundles.ts) to every later search. */
  mergeIndex(bundlePath: string, options: { excerptLength?: number }): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/**
 * A part of a result under one heading with an id, as Pagefind splits a page: an issue's page lists
 * each of its pages' text under a heading `page-N` (src/components/IssueText.astro).
 */
export interface PagefindSubResult {
  url: string;
  title: string;
  excerpt: string;
  /** Sections may hold more than one hit; the best matches first. */
  locations?: number[];
  anchor?: { id: string };
}

/**
 * One result as Pagefind gives it: `excerpt` is HTML, matches wrapped in `<mark>`; `content` is
 * the page's indexed text and `locations` the word positions of the matches in it.
 */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  content?: string;
  locations?: number[];
  meta: { title?: string; image?: string; excerpt?: string; topic?: string; date?: string };
  sub_results?: PagefindSubResult[];
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

/**
 * Pagefind metadata names on indexed pages: the title, excerpt, image, topic and date of each
 * result (the last three read from attributes of the element that names them).
 */
export const SEARCH_META = {
  title: 'title',
  excerpt: 'excerpt[data-excerpt]',
  image: 'image[src]',
  topic: 'topic[data-topic]',
  date: 'date[data-date]',
} as const;
