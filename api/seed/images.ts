/**
 * Generates every image the seed content refers to. Files are only written when missing, so
 * a restart or a reset costs a directory scan; each file is written under a temporary name and
 * renamed, so an interrupted run never leaves a truncated image that would count as present.
 */
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { PAGE_H, PAGE_W, coverBody, innerPageBody } from './art/issue-pages.ts';
import { sceneElements, svgDocument } from './art/scene.ts';
import {
  BLOG_IMAGE,
  BLOG_IMAGE_SMALL,
  ISSUE_PAGE,
  ISSUE_PAGE_THUMB,
  VLOG_POSTER,
  VLOG_POSTER_SMALL,
  blogImageKey,
  issuePageKey,
  mediaFile,
  vlogPosterKey,
} from './media-paths.ts';
import type { ImageSize, MediaKey } from './media-paths.ts';
import type { SeedContent } from './seed-content.ts';
import { issuePageCount } from './to-wire.ts';

export const WEBP_QUALITY = 70;
export const DEFAULT_CONCURRENCY = 4;

/** One image file: where it goes, its pixel size and how to draw it (drawn only if missing). */
export interface PlannedImage {
  key: MediaKey;
  size: ImageSize;
  /** The picture's SVG elements, laid out in a box of `view` units. */
  draw: () => string;
  view: ImageSize;
}

function bothSizes(
  keyFor: (size: ImageSize) => MediaKey,
  sizes: ImageSize[],
  view: ImageSize,
  draw: () => string,
): PlannedImage[] {
  return sizes.map((size) => ({ key: keyFor(size), size, view, draw }));
}

export function planImages(content: SeedContent): PlannedImage[] {
  const blogImages = content.blogs.flatMap((blog) =>
    blog.images.flatMap((description, index) =>
      bothSizes(
        (size) => blogImageKey(blog.id, index + 1, size),
        [BLOG_IMAGE, BLOG_IMAGE_SMALL],
        BLOG_IMAGE,
        () =>
          sceneElements(
            { key: `blog/${blog.id}/${index + 1}/${description}`, category: blog.category, description },
            BLOG_IMAGE.width,
            BLOG_IMAGE.height,
          ),
      ),
    ),
  );
  const posters = content.vlogs.flatMap((vlog) =>
    bothSizes(
      (size) => vlogPosterKey(vlog.id, size),
      [VLOG_POSTER, VLOG_POSTER_SMALL],
      VLOG_POSTER,
      () =>
        sceneElements(
          { key: `vlog/${vlog.id}/${vlog.poster}`, category: vlog.category, description: vlog.poster },
          VLOG_POSTER.width,
          VLOG_POSTER.height,
        ),
    ),
  );
  const pages = content.issues.flatMap((issue) =>
    Array.from({ length: issuePageCount(issue) }, (_, index) => index + 1).flatMap((pageNumber) => {
      const inner = issue.pages[pageNumber - 2];
      const draw = () => (inner === undefined ? coverBody(issue) : innerPageBody(issue, inner, pageNumber));
      return bothSizes(
        (size) => issuePageKey(issue.id, pageNumber, size),
        [ISSUE_PAGE, ISSUE_PAGE_THUMB],
        { width: PAGE_W, height: PAGE_H },
        draw,
      );
    }),
  );
  return [...blogImages, ...posters, ...pages];
}

export interface ImageReport {
  generated: number;
  existing: number;
  /** Size of the generated files only. */
  bytes: number;
  milliseconds: number;
}

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() && info.size > 0 ? info.size : undefined;
  } catch {
    return undefined;
  }
}

async function writeImage(mediaDir: string, image: PlannedImage): Promise<number> {
  const file = mediaFile(mediaDir, image.key);
  await mkdir(dirname(file), { recursive: true });
  const svg = svgDocument(image.draw(), image.view.width, image.view.height, image.size.width, image.size.height);
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const info = await sharp(Buffer.from(svg))
      .resize(image.size.width, image.size.height, { fit: 'fill' })
      .webp({ quality: WEBP_QUALITY })
      .toFile(temporary);
    await rename(temporary, file);
    return info.size;
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Writes the missing images, `concurrency` at a time: sharp already uses every core per image. */
export async function ensureImages(
  mediaDir: string,
  images: PlannedImage[],
  concurrency = DEFAULT_CONCURRENCY,
): Promise<ImageReport> {
  const started = performance.now();
  const report: ImageReport = { generated: 0, existing: 0, bytes: 0, milliseconds: 0 };
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++];
      if (image === undefined) break;
      if ((await fileSize(mediaFile(mediaDir, image.key))) !== undefined) {
        report.existing++;
        continue;
      }
      // Awaited first: `bytes += await ...` would read the total before the wait and lose updates.
      const size = await writeImage(mediaDir, image);
      report.bytes += size;
      report.generated++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}
