/**
 * One page of a PDF drawn for an issue's page replacement, in a process of its own at a lower
 * priority, as the import draws every page: pdf.js and the canvas never take the API's memory or
 * its request thread. It takes its request on the IPC channel, answers the page count once the file
 * is open, then the page, and ends.
 */
import { importPages } from './import-pages.ts';
import type { ImportedPage } from './import-pages.ts';
import { closePdf, openPdf, type PdfOpenFailure } from './pdf-document.ts';
import { reportFailureAndExit, sendToApi } from './renderer-channel.ts';

export interface ReplacementRequest {
  file: string;
  mediaDir: string;
  /** Where the page's pictures go, under the media folder. */
  folder: string[];
  /** The page of the PDF to draw, from 1. */
  page: number;
}

export type ReplacementMessage =
  | { type: 'opened'; pageCount: number }
  | { type: 'page'; page: ImportedPage }
  | { type: 'failed'; failure: PdfOpenFailure; detail: string };

const send = (message: ReplacementMessage): Promise<void> => sendToApi(message);

async function run(request: ReplacementRequest): Promise<void> {
  const document = await openPdf(request.file);
  try {
    await send({ type: 'opened', pageCount: document.numPages });
    if (request.page > document.numPages) return;
    // The import goes on to the file's end: this run ends as soon as its one page is done.
    await importPages(
      document,
      { mediaDir: request.mediaDir, folder: request.folder, fromPage: request.page },
      (page) => send({ type: 'page', page }).then(() => process.exit(0)),
    );
  } finally {
    await closePdf(document);
  }
}

process.once('disconnect', () => process.exit(0));

process.once('message', (request: ReplacementRequest) => {
  run(request).then(() => process.exit(0), reportFailureAndExit);
});
