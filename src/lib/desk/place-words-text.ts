/** The desk's words for the search and social fields (PlaceWordsFields.tsx) and the audit log's lines about them. */
import type { PageWordField } from '../../../contract/page-words.ts';

export const PLACE_WORDS_TEXT = {
  legend: 'Search and social',
  labels: {
    searchTitle: 'Search title',
    searchDescription: 'Search description',
    socialTitle: 'Social title',
    socialDescription: 'Social description',
  },
  /** What stands in for an empty field; `standfirst` is "excerpt" or "description". */
  fallback: (field: PageWordField, standfirst: string) =>
    ({
      searchTitle: 'Empty: the title and the magazine’s name.',
      socialTitle: 'Empty: the page’s title (the search title, if there is one).',
      searchDescription: `Empty: the ${standfirst}.`,
      socialDescription: `Empty: the ${standfirst}.`,
    })[field],
  count: (used: number, max: number) => `${used} of ${max} characters`,
} as const;
