/**
 * One page of a PDF drawn for an issue's page replacement, in a process of its own at a lower
 * priority, as the import draws every page: pdf.js and the canvas never take the API's memory or
 * its request thread. It takes its request on the IPC channel, answers the page count once the file
 * is open, then the page, and ends.
 */
import { importPages } from './import-pages.ts';
import type { ImportedPage } from './import-pages.ts';
import { closePdf, openPdf, PdfOpenError, type PdfOpenFailure } from './pdf-document.ts';

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

function send(message: ReplacementMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('The replacement process needs an IPC channel.'));
    process.send(message, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

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
  run(request).then(
    () => process.exit(0),
    (error: unknown) => {
      const failure = error instanceof PdfOpenError ? error.failure : 'damaged';
      const detail = error instanceof Error ? error.message : String(error);
      send({ type: 'failed', failure, detail }).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    },
  );
});
