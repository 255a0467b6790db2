/**
 * The search and social words (page-words.ts) as the wire and the editors' writes check them.
 * Imports nothing but zod, page-words.ts and one-line-text.ts, so the API, run directly by Node, can
 * import it too.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { oneLineText } from './one-line-text.ts';
import { PAGE_WORD_LIMITS, type PageWordField } from './page-words.ts';

/** As the API sends them: texts of any length, so a record stored before a limit changed still reads. */
export const pageWordsWireShape = {
  searchTitle: z.string().optional(),
  searchDescription: z.string().optional(),
  socialTitle: z.string().optional(),
  socialDescription: z.string().optional(),
};

const limited = (field: PageWordField) => oneLineText(PAGE_WORD_LIMITS[field]).optional();

/** As editors send them: one line each, within its limit. */
export const pageWordsWriteShape = {
  searchTitle: limited('searchTitle'),
  searchDescription: limited('searchDescription'),
  socialTitle: limited('socialTitle'),
  socialDescription: limited('socialDescription'),
};
