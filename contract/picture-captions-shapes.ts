/**
 * Captions and credits (picture-captions.ts) as the wire and the editors' writes check them.
 * Imports nothing but zod and picture-captions.ts, so the API, run directly by Node, can import it too.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { CAPTION_LIMITS } from './picture-captions.ts';

/** An article's and a vlog's, index by index with `images`; an issue's, for its cover. */
export const imageCaptionsWireShape = {
  /** Captions for `images`, index by index; empty for an image without one. */
  imageCaptions: z.array(z.string()).optional(),
  /** Credits for `images`, index by index; empty for an image without one. */
  imageCredits: z.array(z.string()).optional(),
};
export const coverCaptionWireShape = {
  coverCaption: z.string().optional(),
  coverCredit: z.string().optional(),
};

function line(max: number) {
  return z
    .string()
    .refine((text) => !/[\r\n]/.test(text), 'must be one line')
    .trim()
    .max(max, `must be at most ${max} characters`);
}

/** As editors send them: one line each, within its limit. */
export const imageCaptionsWriteShape = {
  imageCaptions: z.array(line(CAPTION_LIMITS.caption)).optional(),
  imageCredits: z.array(line(CAPTION_LIMITS.credit)).optional(),
};
export const coverCaptionWriteShape = {
  coverCaption: line(CAPTION_LIMITS.caption).optional(),
  coverCredit: line(CAPTION_LIMITS.credit).optional(),
};
