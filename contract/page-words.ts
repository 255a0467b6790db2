/**
 * The words a blog, vlog or issue shows in each place beside its own page: the title and
 * description a search result shows, and those a social card (a shared link) shows. Each is
 * optional; the item's title and its excerpt (an issue's description) stand in for any left empty.
 * The limits are what search results and social cards show before they cut the words off, so the
 * desk counts against them and the API refuses longer ones (page-words-shapes.ts). Imports
 * nothing, so the site's pages and islands that only name the words carry no schema library.
 */

/**
 * Search results show about 60 characters of a title and 160 of a description; social cards
 * (Open Graph, X) about 70 of a title and 200 of a description.
 */
export const PAGE_WORD_LIMITS = {
  searchTitle: 60,
  searchDescription: 160,
  socialTitle: 70,
  socialDescription: 200,
} as const;

export type PageWordField = keyof typeof PAGE_WORD_LIMITS;
export const PAGE_WORD_FIELDS = Object.keys(PAGE_WORD_LIMITS) as PageWordField[];

export type PageWords = Partial<Record<PageWordField, string>>;

/** The editor's own words for a place, or undefined when there are none (empty counts as none). */
export function ownWords(words: PageWords, field: PageWordField): string | undefined {
  const text = words[field]?.trim();
  return text ? text : undefined;
}

/** The title a shared link's card shows: the social title, else the item's title. */
export function socialTitleOf(words: PageWords & { title: string }): string {
  return ownWords(words, 'socialTitle') ?? words.title;
}
