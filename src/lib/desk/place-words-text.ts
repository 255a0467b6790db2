/** The desk's words for the search and social fields (PlaceWordsFields.tsx) and the audit log's lines about them. */
import type { PageWordField } from '../../../contract/page-words.ts';

export const PLACE_WORDS_TEXT = {
  legend: 'Search and social',
  /** Named apart from the item's own Title, Excerpt and Description, so no label holds another's. */
  labels: {
    searchTitle: 'Search heading',
    searchDescription: 'Search summary',
    socialTitle: 'Social heading',
    socialDescription: 'Social summary',
  },
  /** What stands in for an empty field; `standfirst` is "excerpt" or "description". */
  fallback: (field: PageWordField, standfirst: string) =>
    ({
      searchTitle: 'The title search results show, as written. Empty: the title and the magazine’s name.',
      socialTitle: 'The title a shared link’s card shows. Empty: the search heading, else the title.',
      searchDescription: `The description search results show. Empty: the ${standfirst}.`,
      socialDescription: `The description a shared link’s card shows. Empty: the ${standfirst}.`,
    })[field],
  count: (used: number, max: number) => `${used} of ${max} characters`,
} as const;
