/**
 * A text an editor writes on one line (a search or social word, a caption, a credit), as the
 * editors' writes check it: the line break is looked for before trimming, so none hides at an end.
 */
import './zod-settings.ts';
import { z } from 'zod';

export function oneLineText(max: number) {
  return z
    .string()
    .refine((text) => !/[\r\n]/.test(text), 'must be one line')
    .trim()
    .max(max, `must be at most ${max} characters`);
}
