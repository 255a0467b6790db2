/**
 * An editor's image, checked by its content and re-encoded into the sizes the site serves for its
 * use, as WebP with every piece of metadata (camera, place, author) left behind. Files are named
 * by a hash of what was sent, so uploading the same picture twice answers the same paths, and each
 * name carries its pixel size as the seed's images do (the site reads sizes from names).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { MediaUse, UploadedMedia } from '../../contract/desk.ts';
import {
  BLOG_IMAGE,
  BLOG_IMAGE_SMALL,
  ISSUE_PAGE,
  ISSUE_PAGE_THUMB,
  VLOG_POSTER,
  VLOG_POSTER_SMALL,
  mediaFile,
  mediaUrl,
  type ImageSize,
  type MediaKey,
} from '../seed/media-paths.ts';
import { WEBP_QUALITY } from '../seed/images.ts';

/** The sizes of each use, smallest first, as the site's pages ask for them. */
const SIZES: Record<MediaUse, ImageSize[]> = {
  article: [BLOG_IMAGE_SMALL, BLOG_IMAGE],
  poster: [VLOG_POSTER_SMALL, VLOG_POSTER],
  page: [ISSUE_PAGE_THUMB, ISSUE_PAGE],
};

/** A picture larger than this (about 100 megapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** What sharp names the formats the desk takes; AVIF is a HEIF file compressed with AV1. */
function isAcceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return true;
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

/** True when the bytes are a JPEG, PNG, WebP or AVIF image that sharp can read. */
export async function isAcceptedImage(bytes: Buffer): Promise<boolean> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return isAcceptedFormat(metadata) && (metadata.width ?? 0) > 0 && (metadata.height ?? 0) > 0;
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile() && info.size > 0,
    () => false,
  );
}

async function writeSize(bytes: Buffer, use: MediaUse, size: ImageSize, file: string): Promise<void> {
  if (await exists(file)) return;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      // Turned upright by its EXIF orientation before the EXIF is dropped.
      .rotate()
      .resize(size.width, size.height, use === 'page' ? { fit: 'contain', background: WHITE } : { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toFile(temporary);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Writes every size of one checked image under `uploads/` and answers their paths. */
export async function reencodeUpload(mediaDir: string, bytes: Buffer, use: MediaUse): Promise<UploadedMedia> {
  const hash = createHash('sha256').update(use).update(bytes).digest('hex').slice(0, 24);
  const sizes: UploadedMedia['sizes'] = [];
  for (const size of SIZES[use]) {
    const key: MediaKey = ['uploads', hash, `${use}-${size.width}x${size.height}.webp`];
    await writeSize(bytes, use, size, mediaFile(mediaDir, key));
    sizes.push({ path: mediaUrl(key), width: size.width });
  }
  const largest = SIZES[use].at(-1) as ImageSize;
  return { path: sizes.at(-1)?.path ?? '', width: largest.width, height: largest.height, sizes };
}
