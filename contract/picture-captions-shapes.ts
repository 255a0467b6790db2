/**
 * Captions and credits (picture-captions.ts) as the wire and the editors' writes check them.
 * Imports nothing but zod, picture-captions.ts and one-line-text.ts, so the API, run directly by
 * Node, can import it too.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { oneLineText } from './one-line-text.ts';
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

/** As editors send them: one line each, within its limit. */
export const imageCaptionsWriteShape = {
  imageCaptions: z.array(oneLineText(CAPTION_LIMITS.caption)).optional(),
  imageCredits: z.array(oneLineText(CAPTION_LIMITS.credit)).optional(),
};
export const coverCaptionWriteShape = {
  coverCaption: oneLineText(CAPTION_LIMITS.caption).optional(),
  coverCredit: oneLineText(CAPTION_LIMITS.credit).optional(),
};
