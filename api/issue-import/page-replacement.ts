/**
 * Draws one page of an uploaded PDF for an issue's page replacement, in its own process at a lower
 * priority (page-replacement-process.ts), one replacement at a time, so the API's request thread
 * never renders a PDF. The page's pictures go in a folder of their own under the media folder,
 * named as an imported page's; nothing is left there when the page could not be drawn.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportPageRow } from './import-jobs.ts';
import type { ReplacementMessage, ReplacementRequest } from './page-replacement-process.ts';
import type { PdfOpenFailure } from './pdf-document.ts';
import { mediaFile } from '../media/media-paths.ts';
import { forkRenderer } from './renderer-process.ts';
import { replacementFolder } from '../../contract/issue-page-pictures.ts';

const PROCESS_ENTRY = join(import.meta.dirname, 'page-replacement-process.ts');

export type DrawnReplacement =
  | { ok: true; page: ImportPageRow & { image: string }; pageCount: number }
  | { ok: false; reason: 'open'; failure: PdfOpenFailure }
  | { ok: false; reason: 'no-such-page'; pageCount: number }
  | { ok: false; reason: 'not-drawn' };

function drawInProcess(request: ReplacementRequest): Promise<DrawnReplacement> {
  return new Promise((resolve) => {
    const child = forkRenderer(PROCESS_ENTRY);
    let pageCount = 0;
    let outcome: DrawnReplacement = { ok: false, reason: 'not-drawn' };
    child.on('message', (message: ReplacementMessage) => {
      if (message.type === 'opened') {
        pageCount = message.pageCount;
        outcome = { ok: false, reason: 'no-such-page', pageCount };
      } else if (message.type === 'failed') {
        outcome = { ok: false, reason: 'open', failure: message.failure };
      } else {
        const { page } = message;
        outcome =
          page.image && !page.failure
            ? { ok: true, page: { ...page, image: page.image }, pageCount }
            : { ok: false, reason: 'not-drawn' };
      }
    });
    child.on('error', () => undefined);
    child.on('exit', () => resolve(outcome));
    child.send(request);
  });
}

/** Draws one replacement at a time; each waits for the one before it. */
export function pageReplacements(mediaDir: string) {
  let turn: Promise<unknown> = Promise.resolve();
  return {
    /** Draws page `page` (from 1) of the PDF at `file`; the caller removes the file. */
    draw(file: string, page: number): Promise<DrawnReplacement> {
      const folder = replacementFolder(randomUUID());
      const work = turn.then(async () => {
        const drawn = await drawInProcess({ file, mediaDir, folder, page });
        if (!drawn.ok) await rm(mediaFile(mediaDir, folder), { recursive: true, force: true });
        return drawn;
      });
      turn = work.catch(() => undefined);
      return work;
    },
  };
}

export type PageReplacements = ReturnType<typeof pageReplacements>;
