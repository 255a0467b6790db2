/**
 * Generates every image the seed content refers to. A file is drawn when it is missing or when its
 * drawing changed: the digest of the SVG each file was made from is kept beside the images
 * (DRAWN_FILE), so new art or new page text reaches every machine, while a restart or a reset
 * with nothing changed costs a directory scan and the SVG strings (a few hundred milliseconds).
 * Each file is written under a temporary name and renamed, so an interrupted run never leaves a
 * truncated image that would count as present.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { coverBody } from './art/covers.ts';
import { PAGE_H, PAGE_W, innerPageBody } from './art/issue-pages.ts';
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
  WEBP_QUALITY,
  type ImageSize,
  type MediaKey,
} from '../media/media-paths.ts';
import type { SeedContent } from './seed-content.ts';
import { issuePageTexts } from './to-wire.ts';

/**
 * libwebp's effort for the seed's drawings: 2 encodes in half the time of the default 4, for files
 * 3 to 10% larger. A first start (and every fresh test run) draws about 550 images, so encoding
 * was most of its wait; the flat art gains little from a longer search.
 */
export const SEED_WEBP_EFFORT = 2;
export const DEFAULT_CONCURRENCY = 4;
/** In the media folder: each image's path and the digest of the SVG it was drawn from. */
export const DRAWN_FILE = '.drawn.json';
/** Images drawn between two writes of DRAWN_FILE. */
const RECORD_EVERY = 20;

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
  let drawn: string | undefined;
  // Both sizes come from one drawing: made once, when the first of them asks.
  const once = () => (drawn ??= draw());
  return sizes.map((size) => ({ key: keyFor(size), size, view, draw: once }));
}

/**
 * Each story's place among the stories of its topic, articles first and then vlogs, so that
 * neighbours are drawn differently (see SceneRequest.place).
 */
function placesInTopic(content: SeedContent): Map<string, number> {
  const counts = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [kind, story] of [
    ...content.blogs.map((blog) => ['blog', blog] as const),
    ...content.vlogs.map((vlog) => ['vlog', vlog] as const),
  ]) {
    const place = counts.get(story.category) ?? 0;
    counts.set(story.category, place + 1);
    places.set(`${kind}/${story.id}`, place);
  }
  return places;
}

export function planImages(content: SeedContent): PlannedImage[] {
  const places = placesInTopic(content);
  const blogImages = content.blogs.flatMap((blog) =>
    blog.images.flatMap((description, index) =>
      bothSizes(
        (size) => blogImageKey(blog.id, index + 1, size),
        [BLOG_IMAGE, BLOG_IMAGE_SMALL],
        BLOG_IMAGE,
        () =>
          sceneElements(
            {
              key: `blog/${blog.id}/${index + 1}/${description}`,
              category: blog.category,
              description,
              place: { story: places.get(`blog/${blog.id}`) ?? 0, picture: index },
            },
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
          {
            key: `vlog/${vlog.id}/${vlog.poster}`,
            category: vlog.category,
            description: vlog.poster,
            place: { story: places.get(`vlog/${vlog.id}`) ?? 0, picture: 0 },
          },
          VLOG_POSTER.width,
          VLOG_POSTER.height,
        ),
    ),
  );
  const pages = content.issues.flatMap((issue) => {
    const texts = issuePageTexts(issue);
    return texts.flatMap((text, index) => {
      const pageNumber = index + 1;
      const draw = () => (index === 0 ? coverBody(issue, text) : innerPageBody(issue, text, pageNumber).svg);
      return bothSizes(
        (size) => issuePageKey(issue.id, pageNumber, size),
        [ISSUE_PAGE, ISSUE_PAGE_THUMB],
        { width: PAGE_W, height: PAGE_H },
        draw,
      );
    });
  });
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

function svgOf(image: PlannedImage): string {
  return svgDocument(image.draw(), image.view.width, image.view.height, image.size.width, image.size.height);
}

function digestOf(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 22);
}

type Drawn = Record<string, string>;

async function readDrawn(mediaDir: string): Promise<Drawn> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(mediaDir, DRAWN_FILE), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Drawn) : {};
  } catch {
    // None yet, or unreadable: every image is drawn again, which is slow but never wrong.
    return {};
  }
}

/** Adds this run's digests to the file as it is now, so two seeds at once lose nothing but time. */
async function writeDrawn(mediaDir: string, drawn: Drawn): Promise<void> {
  const file = join(mediaDir, DRAWN_FILE);
  const merged = { ...(await readDrawn(mediaDir)), ...drawn };
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, `${JSON.stringify(merged)}\n`);
  await rename(temporary, file);
}

async function writeImage(mediaDir: string, image: PlannedImage, svg: string): Promise<number> {
  const file = mediaFile(mediaDir, image.key);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const info = await sharp(Buffer.from(svg))
      .resize(image.size.width, image.size.height, { fit: 'fill' })
      .webp({ quality: WEBP_QUALITY, effort: SEED_WEBP_EFFORT })
      .toFile(temporary);
    await rename(temporary, file);
    return info.size;
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/**
 * Writes the images that are missing or drawn differently from their file, `concurrency` at a
 * time: sharp already uses every core per image.
 */
export async function ensureImages(
  mediaDir: string,
  images: PlannedImage[],
  concurrency = DEFAULT_CONCURRENCY,
): Promise<ImageReport> {
  const started = performance.now();
  const report: ImageReport = { generated: 0, existing: 0, bytes: 0, milliseconds: 0 };
  const kept = await readDrawn(mediaDir);
  const drawn: Drawn = {};
  // Recorded as it goes, so a first seed stopped halfway (a start that timed out) keeps its work.
  let recorded = Promise.resolve();
  let unrecorded = 0;
  let recordFailure: unknown;
  const record = () => {
    const snapshot = { ...drawn };
    unrecorded = 0;
    recorded = recorded
      .then(() => writeDrawn(mediaDir, snapshot))
      .catch((error: unknown) => {
        recordFailure ??= error;
      });
    return recorded;
  };
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++];
      if (image === undefined) break;
      const name = image.key.join('/');
      const svg = svgOf(image);
      const digest = digestOf(svg);
      if (kept[name] === digest && (await fileSize(mediaFile(mediaDir, image.key))) !== undefined) {
        report.existing++;
        continue;
      }
      // Awaited first: `bytes += await ...` would read the total before the wait and lose updates.
      const size = await writeImage(mediaDir, image, svg);
      drawn[name] = digest;
      report.bytes += size;
      report.generated++;
      if (++unrecorded >= RECORD_EVERY) void record();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    // Kept even when a drawing failed, so the next start redraws only what is still missing.
    if (Object.keys(drawn).length > 0) await record();
  }
  if (recordFailure) throw recordFailure;
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}
