/**
 * An editor's image, checked by its content and re-encoded into the sizes the site serves for its
 * use, as WebP with every piece of metadata (camera, place, author) left behind. Encoding decodes
 * the whole file, so a truncated or corrupt image is found here, in memory, before anything of its
 * batch is written (store-upload.ts). Files are named by a hash of what was sent, so uploading the
 * same picture twice answers the same paths, and each name carries its pixel size as the seed's
 * images do (the site reads sizes from names).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { MediaUse } from '../../contract/desk.ts';
import {
  BLOG_IMAGE,
  BLOG_IMAGE_SMALL,
  ISSUE_PAGE,
  ISSUE_PAGE_THUMB,
  VLOG_POSTER,
  VLOG_POSTER_SMALL,
  WEBP_QUALITY,
  type ImageSize,
  type MediaKey,
} from './media-paths.ts';

/** The sizes of each use, smallest first, as the site's pages ask for them. */
const SIZES: Record<MediaUse, ImageSize[]> = {
  article: [BLOG_IMAGE_SMALL, BLOG_IMAGE],
  poster: [VLOG_POSTER_SMALL, VLOG_POSTER],
  page: [ISSUE_PAGE_THUMB, ISSUE_PAGE],
};

/** A picture larger than this (about 100 megapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

export interface EncodedUpload {
  use: MediaUse;
  /** Every size of the use, smallest first, with where it is kept and its WebP bytes. */
  sizes: { size: ImageSize; key: MediaKey; webp: Buffer }[];
}

/** What sharp names the formats the desk takes; AVIF is a HEIF file compressed with AV1. */
function isAcceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return true;
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

function encodeSize(bytes: Buffer, use: MediaUse, size: ImageSize): Promise<Buffer> {
  return (
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      // Turned upright by its EXIF orientation before the EXIF is dropped.
      .rotate()
      .resize(size.width, size.height, use === 'page' ? { fit: 'contain', background: WHITE } : { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
  );
}

/**
 * Every size of one image, decoded whole and encoded in memory; undefined when the bytes are not
 * a JPEG, PNG, WebP or AVIF image that sharp can read to its end and draw at those sizes.
 */
export async function encodeUpload(bytes: Buffer, use: MediaUse): Promise<EncodedUpload | undefined> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!isAcceptedFormat(metadata)) return undefined;
    const hash = createHash('sha256').update(use).update(bytes).digest('hex').slice(0, 24);
    const sizes: EncodedUpload['sizes'] = [];
    for (const size of SIZES[use]) {
      const key: MediaKey = ['uploads', hash, `${use}-${size.width}x${size.height}.webp`];
      sizes.push({ size, key, webp: await encodeSize(bytes, use, size) });
    }
    return { use, sizes };
  } catch {
    // sharp's refusals: a header it cannot parse, data cut short or corrupt, a size it cannot draw.
    return undefined;
  }
}
