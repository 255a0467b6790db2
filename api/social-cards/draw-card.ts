/**
 * Draws a social card (contract/social-cards.ts) with sharp: the ground and the magazine's mark,
 * the content's picture and the words. The drawing is placed, not composited: see placeTile.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp, { type Sharp } from 'sharp';
import { MASTHEAD } from '../../contract/masthead.ts';
import { SOCIAL_CARD, type SocialCard } from '../../contract/social-cards.ts';

/** Raise it when the drawing below changes, so cards kept by browsers and caches are fetched again. */
export const CARD_DESIGN_VERSION = 5;

const { width: W, height: H } = SOCIAL_CARD;
const PAD = 64;
const COLORS = { ground: '#13201b', ink: '#fbf8f2', gold: '#c9a45c', soft: '#c8c2b6' } as const;
const TITLE = { size: 62, lineHeight: 72, maxLines: 4, charsPerLine: 19 } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The eyebrow's words beyond this many are cut: it is one line across the card. */
const EYEBROW_MAX_CHARS = 48;

/**
 * The text, cut to `max` characters with an ellipsis when longer. Card text is cut before it is
 * laid out, so a long text costs no more to draw than one that fills the card.
 */
export function clipText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Words longer than a line, broken into pieces that fit one. */
function lineSizedWords(text: string, charsPerLine: number): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) =>
      word.length <= charsPerLine
        ? [word]
        : Array.from({ length: Math.ceil(word.length / charsPerLine) }, (_, i) =>
            word.slice(i * charsPerLine, (i + 1) * charsPerLine),
          ),
    );
}

/** The title in lines of about `charsPerLine`, at most `maxLines`, the last one ending in … when cut. */
export function titleLines(
  title: string,
  charsPerLine: number = TITLE.charsPerLine,
  maxLines: number = TITLE.maxLines,
): string[] {
  // Only what could show is laid out: one character past it tells that the title was cut.
  const shown = charsPerLine * maxLines + 1;
  const trimmed = title.trim();
  const lines: string[] = [];
  for (const word of lineSizedWords(trimmed.slice(0, shown), charsPerLine)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= charsPerLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines && trimmed.length <= shown) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[kept.length - 1] ?? '';
  const space = last.lastIndexOf(' ');
  kept[kept.length - 1] = `${space > 0 ? last.slice(0, space) : last.slice(0, charsPerLine - 1)}…`;
  return kept;
}

/**
 * The words of one card: the topic and the title, on the ground, across the column beside the
 * picture. Drawn as a band between the gold rule and the magazine's mark, so each card rasterises
 * only the part of it that is its own.
 */
const WORDS_BAND = { top: PAD + 4, height: 420 } as const;

function wordsSvg(card: SocialCard, width: number): Buffer {
  const textWidth = width - 2 * PAD;
  const lines = titleLines(card.title, Math.max(10, Math.floor((textWidth / TITLE.size) * 1.9)));
  const titleTop = H / 2 - (lines.length * TITLE.lineHeight) / 2 + TITLE.size * 0.8 - WORDS_BAND.top;
  const title = lines
    .map((line, i) => `<tspan x="${PAD}" y="${titleTop + i * TITLE.lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${WORDS_BAND.height}">
  <rect width="100%" height="100%" fill="${COLORS.ground}"/>
  <text x="${PAD}" y="${PAD + 44 - WORDS_BAND.top}" font-family="Liberation Sans, sans-serif" font-size="24" font-weight="700"
    letter-spacing="3" fill="${COLORS.gold}">${escapeXml(clipText(card.eyebrow, EYEBROW_MAX_CHARS).toUpperCase())}</text>
  <text font-family="Liberation Serif, serif" font-size="${TITLE.size}" fill="${COLORS.ink}">${title}</text>
</svg>`;
  return Buffer.from(svg);
}

/** The ground and the magazine's mark, the same on every card: the gold rule, the name and tagline. */
function blankCardSvg(): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="${COLORS.ground}"/>
  <rect x="${PAD}" y="${PAD}" width="56" height="4" fill="${COLORS.gold}"/>
  <text x="${PAD}" y="${H - PAD - 30}" font-family="Liberation Serif, serif" font-size="34" letter-spacing="6"
    fill="${COLORS.ink}">${escapeXml(MASTHEAD.name.toUpperCase())}</text>
  <text x="${PAD}" y="${H - PAD}" font-family="Liberation Sans, sans-serif" font-size="20"
    fill="${COLORS.soft}">${escapeXml(MASTHEAD.tagline)}</text>
</svg>`;
  return Buffer.from(svg);
}

/** Raw RGB pixels, row after row: what sharp reads and writes with `raw`. */
const CHANNELS = 3;
const RAW = { width: W, height: H, channels: CHANNELS } as const;

interface Tile {
  pixels: Buffer;
  width: number;
  height: number;
}

/** An opaque image's pixels: the drawn layers have a ground of their own, a picture is laid on it. */
async function rasterise(image: Sharp): Promise<Tile> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

const onGround = (picture: Sharp) => rasterise(picture.flatten({ background: COLORS.ground }));

/**
 * Copies an opaque tile's rows into a card's pixels at (left, top). The layers of a card never
 * overlap and none is transparent, so placing them gives the pixels that blending would; sharp's
 * composite blends every pixel of the card in floating point, which took more time than drawing
 * the words and encoding the JPEG together.
 */
function placeTile(card: Buffer, tile: Tile, left: number, top: number): void {
  const rowBytes = tile.width * CHANNELS;
  for (let row = 0; row < tile.height; row += 1) {
    const from = row * rowBytes;
    tile.pixels.copy(card, ((top + row) * W + left) * CHANNELS, from, from + rowBytes);
  }
}

let blankCard: Promise<Tile> | undefined;

interface Backdrop {
  /** The ground, the picture and the mark, as raw pixels: everything but the words. */
  pixels: Buffer;
  /** How wide the part beside the picture is, where the words go. */
  columnWidth: number;
}

/** A page of an issue stands upright at the right; a landscape picture fills the right half. */
async function placePicture(card: Buffer, image: Buffer): Promise<number> {
  const { width = 1, height = 1 } = await sharp(image).metadata();
  if (height > width) {
    const boxHeight = H - 2 * 40;
    const boxWidth = Math.round((boxHeight * width) / height);
    const left = W - boxWidth - 56;
    placeTile(card, await onGround(sharp(image).resize(boxWidth, boxHeight, { fit: 'cover' })), left, 40);
    return left;
  }
  const boxWidth = Math.round(W * 0.46);
  placeTile(card, await onGround(sharp(image).resize(boxWidth, H, { fit: 'cover' })), W - boxWidth, 0);
  return W - boxWidth;
}

/**
 * What every card with this picture shares, drawn once: decoding and resizing a picture costs
 * more than the rest of a card, and generated or reused pictures repeat.
 */
async function drawBackdrop(image: Buffer | undefined): Promise<Backdrop> {
  blankCard ??= rasterise(sharp(blankCardSvg()));
  const pixels = Buffer.from((await blankCard).pixels);
  const columnWidth = image ? await placePicture(pixels, image) : W;
  return { pixels, columnWidth };
}

/** Backdrops by the digest of their picture's bytes (or none), the most recent few. */
const backdrops = new LRUCache<string, Promise<Backdrop>>({ max: 8 });

function backdropFor(image: Buffer | undefined, digest: string): Promise<Backdrop> {
  const known = backdrops.get(digest);
  if (known) return known;
  const drawing = drawBackdrop(image);
  backdrops.set(digest, drawing);
  void drawing.catch(() => backdrops.delete(digest));
  return drawing;
}

const imageDigest = (image: Buffer | undefined) =>
  createHash('sha256')
    .update(image ?? '')
    .digest('hex');

export async function drawSocialCard(
  card: SocialCard,
  image: Buffer | undefined,
  digest = imageDigest(image),
): Promise<Buffer> {
  const backdrop = await backdropFor(image, digest);
  const words = await rasterise(sharp(wordsSvg(card, backdrop.columnWidth)));
  const pixels = Buffer.from(backdrop.pixels);
  placeTile(pixels, words, 0, WORDS_BAND.top);
  // Plain libjpeg with its standard tables: mozjpeg saves a tenth of the bytes but takes three
  // times as long, tables fitted to each card save a tenth for a fifth of its time. A card is
  // fetched about once by each site that shows a link, and then kept by it.
  return sharp(pixels, { raw: RAW }).jpeg({ quality: 82, optimiseCoding: false }).toBuffer();
}
