/**
 * Site search runs on Pagefind in the browser: where the search panel loads Pagefind's script and
 * the list of the index's other bundles, the parts of Pagefind's API it uses, and the metadata
 * names that indexed pages carry. The index is written by publishing/search-index/ after the pages,
 * from the main content of blog, vlog and issue pages (`data-pagefind-body`).
 */
import { SEARCH, SEARCH_INDEXING } from '../../config/search.ts';

/** The parts of Pagefind's browser API the search panel uses (pagefind.js, built with the site). */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  /** Adds another bundle of the index (publishing/search-index/bundles.ts) to every later search. */
  mergeIndex(bundlePath: string, options: { excerptLength?: number }): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

/** A result before its data is loaded: `id` names the page's indexed content, the same in every bundle. */
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
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

/** Where the build lists the index's other bundles and the results they replace, beside Pagefind's script. */
export function shardListUrl(): string {
  return `${SEARCH.bundlePath}${SEARCH_INDEXING.shardListFile}`;
}

/**
 * What the build lists beside the primary bundle: the other bundles to merge, and the ids of the
 * results the bundle of recent changes replaces (a page changed or removed since its own bundle
 * was written: publishing/search-index/recent-bundle.ts).
 */
export interface SearchIndexList {
  bundles: string[];
  hidden: string[];
}

const RESULT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The build's list; refuses bundles anywhere but below the index's own path, and ids that are not ids. */
export function parseShardList(list: unknown): SearchIndexList {
  const { bundles, hidden } = (list ?? {}) as Partial<Record<keyof SearchIndexList, unknown>>;
  const valid =
    Array.isArray(bundles) &&
    bundles.every((path) => typeof path === 'string' && path.startsWith(SEARCH.bundlePath) && !path.includes('..')) &&
    Array.isArray(hidden) &&
    hidden.every((id) => typeof id === 'string' && RESULT_ID.test(id));
  if (!valid) throw new Error(`${shardListUrl()} is not a list of search bundles`);
  return { bundles: bundles as string[], hidden: hidden as string[] };
}

/**
 * Whether a bundle's entry file lists an indexed language: a bundle of no pages (a magazine with
 * nothing published) lists none, and Pagefind refuses to search from it ("No language indexes found").
 */
export function bundleHoldsPages(entry: unknown): boolean {
  const { languages } = (entry ?? {}) as { languages?: unknown };
  return typeof languages === 'object' && languages !== null && Object.keys(languages).length > 0;
}

/** An index with no page in it: every search finds nothing, as it should on a first day. */
export const NO_PAGES: Pagefind = {
  options: async () => undefined,
  mergeIndex: async () => undefined,
  preload: async () => undefined,
  search: async () => ({ results: [] }),
};

/**
 * The results a reader sees: none that a newer bundle replaced, and each page once (a page whose
 * content a change left as it was has the same id in both bundles).
 */
export function visibleResults<T extends Pick<PagefindResult, 'id'>>(
  results: readonly T[],
  hidden: ReadonlySet<string>,
): T[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    if (hidden.has(result.id) || seen.has(result.id)) return false;
    seen.add(result.id);
    return true;
  });
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
