/**
 * Social cards on request: the card of a published blog, vlog, issue or issue page is drawn the
 * first time it is asked for and kept on disk by what it shows (card-files.ts), so a card is drawn
 * again only when its words, its picture or the design change, however many cards are asked for.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { MASTHEAD } from '../../contract/masthead.ts';
import type { SocialCard } from '../../contract/social-cards.ts';
import { MEDIA_PREFIX, resolveMediaPath } from '../media/media-path.ts';
import { CARDS_FOLDER, cardFiles } from './card-files.ts';
import { CARD_DESIGN_VERSION, drawSocialCard } from './draw-card.ts';

/**
 * A card costs 15 to 40 ms of CPU: drawn two at a time, a burst of requests for cards not drawn
 * yet (a crawler, or someone asking for every card) leaves the API's other answers a core; with
 * `waiting` cards queued, the next is told to come back rather than queued without end.
 */
export const CARD_DRAWING = { atOnce: 2, waiting: 32, retryAfterSeconds: 5 } as const;

/** Too many cards are waiting to be drawn: the route answers 503 with Retry-After. */
export class CardsBusyError extends Error {}

export interface DrawnCard {
  /** Names what the card shows, for validators: the same tag is the same picture. */
  etag: string;
  jpeg: Promise<Buffer>;
}

export interface CardMaker {
  card(card: SocialCard): Promise<DrawnCard>;
}

/**
 * The picture's file in the API's media, when the card names one there. Pictures elsewhere are
 * not fetched: a public request must not make the API reach out to an address an editor typed.
 */
async function pictureFile(mediaDir: string, image: string | undefined) {
  if (!image?.startsWith(MEDIA_PREFIX)) return undefined;
  const resolved = resolveMediaPath(mediaDir, image.slice(MEDIA_PREFIX.length));
  if (!resolved.ok) return undefined;
  try {
    const info = await stat(resolved.file);
    return info.isFile() ? { file: resolved.file, stamp: `${info.size}-${info.mtimeMs}` } : undefined;
  } catch {
    return undefined;
  }
}

type Draw = (card: SocialCard, picture: Buffer | undefined) => Promise<Buffer>;

export interface CardMakerOptions {
  /** Where drawn cards are kept: CARDS_FOLDER in the media folder unless given. */
  cardsDir?: string;
  /** Sharp's drawing (draw-card.ts) unless a test gives another. */
  draw?: Draw;
}

export function cardMaker(
  mediaDir: string,
  { cardsDir = join(mediaDir, CARDS_FOLDER), draw: drawCard = drawSocialCard }: CardMakerOptions = {},
): CardMaker {
  const files = cardFiles(cardsDir);
  /** Cards being read or drawn: every request for one shares its work. */
  const underWay = new Map<string, Promise<Buffer>>();
  const limit = pLimit(CARD_DRAWING.atOnce);

  function draw(card: SocialCard, file: string | undefined): Promise<Buffer> {
    if (limit.pendingCount >= CARD_DRAWING.waiting) return Promise.reject(new CardsBusyError('Too many cards waiting'));
    return limit(async () => {
      const picture = file ? await readFile(file).catch(() => undefined) : undefined;
      return drawCard(card, picture);
    });
  }

  async function kept(key: string, card: SocialCard, file: string | undefined): Promise<Buffer> {
    const known = await files.read(key);
    if (known) return known;
    const jpeg = await draw(card, file);
    await files.keep(key, jpeg);
    return jpeg;
  }

  return {
    async card(card) {
      const picture = await pictureFile(mediaDir, card.image);
      const key = createHash('sha256')
        .update(
          JSON.stringify([CARD_DESIGN_VERSION, MASTHEAD, card.title, card.eyebrow, card.image ?? '', picture?.stamp]),
        )
        .digest('base64url')
        .slice(0, 27);
      let jpeg = underWay.get(key);
      if (!jpeg) {
        jpeg = kept(key, card, picture?.file);
        underWay.set(key, jpeg);
        // Kept or failed, the next request reads the disk again (a failed drawing is tried again).
        void jpeg.then(
          () => underWay.delete(key),
          () => underWay.delete(key),
        );
      }
      return { etag: `"${key}"`, jpeg };
    },
  };
}
