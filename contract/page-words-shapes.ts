/**
 * The search and social words (page-words.ts) as the wire and the editors' writes check them.
 * Imports nothing but zod and page-words.ts, so the API, run directly by Node, can import it too.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { PAGE_WORD_LIMITS, type PageWordField } from './page-words.ts';

/** As the API sends them: texts of any length, so a record stored before a limit changed still reads. */
export const pageWordsWireShape = {
  searchTitle: z.string().optional(),
  searchDescription: z.string().optional(),
  socialTitle: z.string().optional(),
  socialDescription: z.string().optional(),
};

function limited(field: PageWordField) {
  const max = PAGE_WORD_LIMITS[field];
  return z
    .string()
    .refine((text) => !/[\r\n]/.test(text), 'must be one line')
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional();
}

/** As editors send them: one line each, within its limit. */
export const pageWordsWriteShape = {
  searchTitle: limited('searchTitle'),
  searchDescription: limited('searchDescription'),
  socialTitle: limited('socialTitle'),
  socialDescription: limited('socialDescription'),
};
