/** How the search page's address carries the query: `/search?q=…`. */
import { SEARCH } from '../../config/search.ts';

/** The query in a page address's search part, trimmed. */
export function searchTermOf(search: string): string {
  return (new URLSearchParams(search).get(SEARCH.param) ?? '').trim();
}

/** The address of the search page for a query (the bare page for none). */
export function searchHref(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `${SEARCH.path}?${new URLSearchParams({ [SEARCH.param]: trimmed })}` : SEARCH.path;
}

/** The search page's address with a placeholder for the query, for the home page's structured data. */
export const SEARCH_PATH_TEMPLATE = `${SEARCH.path}?${SEARCH.param}={search_term_string}`;
