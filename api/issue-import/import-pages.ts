/**
 * The import of a print PDF's pages, one page after another from a given page on: each page drawn
 * once at the zoom size and cut by sharp to the reader's sizes, and its words and links read. Every
 * finished page is handed to `onPage` before the next begins, so whoever keeps the job's state can
 * resume after the last page it recorded. A page that fails is named and the others go on.
 */
import { mkdir, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { PageLink } from '../../contract/issue-links.ts';
import {
  ISSUE_PAGE,
  ISSUE_PAGE_ZOOM,
  mediaFile,
  mediaUrl,
  WEBP_QUALITY,
  type ImageSize,
} from '../media/media-paths.ts';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ImportPageRow } from './import-jobs.ts';
import { IMPORTED_PAGE_SIZES, importedPageName } from './import-media.ts';
import { drawPage, readPageContent, type DrawnPage } from './read-pdf-page.ts';

/**
 * libwebp's effort for imported pages: 2 encodes a page in about half the time of the default 4, for
 * files a few per cent larger, and a 120-page issue is 360 pictures.
 */
const PAGE_WEBP_EFFORT = 2;

/**
 * Pages drawn from one opening of the file. pdf.js keeps every range of the file it has read until
 * the document is closed, so a photograph-heavy issue came to hold its whole file (up to the 300 MB
 * limit); opened again for each span of pages, it holds about a span's worth.
 */
export const PAGES_PER_OPENING = 20;

/** A finished page: the shape the job's store keeps, as the import process sends it. */
export type ImportedPage = ImportPageRow;

export interface ImportRequest {
  mediaDir: string;
  /** The import's folder under the media folder (`importFolder`). */
  folder: string[];
  /** The first page to import (from 1): 1 for a new import, the next unrecorded page on a resume. */
  fromPage: number;
  /** The last page to import; the document's last unless given. */
  toPage?: number;
  /** Pages of a damaged file whose content was lost: named as failed, not drawn blank. */
  unreadable?: readonly number[];
}

/** Why a page of a damaged file is a placeholder. */
const LOST_PAGE = 'The page was lost with the damaged part of the file';

async function writePicture(image: Sharp, size: ImageSize, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await image
      .resize(size.width, size.height, { fit: 'contain', background: '#ffffff' })
      .webp({ quality: WEBP_QUALITY, effort: PAGE_WEBP_EFFORT })
      .toFile(temporary);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/**
 * A drawn page's pixels without their alpha: the page is drawn on white, so it is opaque, and sharp
 * given RGBA premultiplies and resizes a fourth channel for every size, which took about half of a
 * page's encoding time.
 */
export function opaquePixels(rgba: Buffer): Buffer {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    rgb[to] = rgba[from]!;
    rgb[to + 1] = rgba[from + 1]!;
    rgb[to + 2] = rgba[from + 2]!;
  }
  return rgb;
}

/**
 * Links placed on the page's picture rather than on the PDF page: every size fits the page whole in
 * the same proportions (10 by 13), centred on white, so a page of other proportions sits inside
 * bars; the reader lays links over the picture.
 */
export function linksOnPicture(
  links: readonly PageLink[],
  drawn: { width: number; height: number },
  box: ImageSize,
): PageLink[] {
  const left = (box.width - drawn.width) / 2 / box.width;
  const top = (box.height - drawn.height) / 2 / box.height;
  const across = drawn.width / box.width;
  const down = drawn.height / box.height;
  return links.map((link) => ({
    ...link,
    x: left + link.x * across,
    y: top + link.y * down,
    width: link.width * across,
    height: link.height * down,
  }));
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Writes a drawn page in every size, largest first. Each size starts from the same pixels afresh:
 * sharp's `clone()` copies its input through `structuredClone`, about 0.2 s a size for a page.
 */
async function writeSizes(drawn: DrawnPage, request: ImportRequest, number: number): Promise<void> {
  const pixels = opaquePixels(drawn.pixels);
  const raw = { width: drawn.width, height: drawn.height, channels: 3 } as const;
  for (const size of IMPORTED_PAGE_SIZES) {
    const file = mediaFile(request.mediaDir, [...request.folder, importedPageName(number, size)]);
    await writePicture(sharp(pixels, { raw }), size, file);
  }
}

/**
 * Imports the open document's pages from `request.fromPage` to `request.toPage` or the end. pdf.js draws on this
 * thread while sharp encodes on its own threads, so a page's pictures are written while the next
 * page is drawn: at most two pages are in hand at once, and pages are handed over in order.
 */
export async function importPages(
  document: PDFDocumentProxy,
  request: ImportRequest,
  onPage: (page: ImportedPage) => Promise<void> | void,
): Promise<void> {
  let handedOver: Promise<void> = Promise.resolve();
  const last = Math.min(request.toPage ?? document.numPages, document.numPages);
  for (let number = request.fromPage; number <= last; number += 1) {
    const imported: ImportedPage = { page: number, text: null, headed: false, links: [] };
    let written: Promise<void> = Promise.resolve();
    if (request.unreadable?.includes(number)) {
      imported.failure = LOST_PAGE;
    } else {
      try {
        const page = await document.getPage(number);
        Object.assign(imported, await readPageContent(document, page));
        const drawn = await drawPage(page, ISSUE_PAGE_ZOOM);
        page.cleanup();
        imported.links = linksOnPicture(imported.links, drawn, ISSUE_PAGE_ZOOM);
        written = writeSizes(drawn, request, number);
        // Marked as handled at once; its failure is read when the page is handed over.
        written.catch(() => undefined);
      } catch (error) {
        imported.failure = describe(error);
      }
    }
    const before = handedOver;
    handedOver = (async () => {
      await before;
      try {
        await written;
        if (imported.failure === undefined) {
          imported.image = mediaUrl([...request.folder, importedPageName(number, ISSUE_PAGE)]);
        }
      } catch (error) {
        imported.failure = describe(error);
      }
      await onPage(imported);
    })();
    // Its failure ends the loop at the next page's `await before`, or at the end.
    handedOver.catch(() => undefined);
    // The page before this one is handed over before the next is drawn: two pages at most in hand.
    await before;
  }
  await handedOver;
}
