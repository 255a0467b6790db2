/** What the search panel says: its form, its states, and the status line after a search. */

export const SEARCH_TEXT = {
  label: 'Search articles, vlogs and issues',
  button: 'Search',
  prompt: 'Type a word or two to search the magazine.',
  searching: 'Searching…',
  failed: 'Search is not available right now. Please try again later.',
  /** The topic a result for an issue of the magazine shows. */
  issueTopic: 'Issue',
  /** The topic a result for an author's page shows. */
  authorTopic: 'Author',
} as const;

/** A result that is one page of an issue: the issue, the page and the page's headline. */
export function issuePageResultTitle(issueTitle: string, page: number, headline: string): string {
  return headline ? `${issueTitle}, page ${page}: ${headline}` : `${issueTitle}, page ${page}`;
}

/** What the status line announces once a search has finished. */
export function resultsStatus(shown: number, total: number, term: string): string {
  const quoted = `“${term}”`;
  if (total === 0) return `No results for ${quoted}.`;
  const noun = total === 1 ? 'result' : 'results';
  return shown < total ? `Showing ${shown} of ${total} ${noun} for ${quoted}.` : `${total} ${noun} for ${quoted}.`;
}
