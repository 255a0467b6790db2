/**
 * The import of one PDF, in a process of its own: pdf.js, the canvas and sharp take their memory and
 * CPU here, at a lower priority, so the API's process keeps answering readers while an issue is made.
 * It takes its request on the IPC channel and answers with one message per page, then `done`.
 */
import { rm } from 'node:fs/promises';
import { outlineContents } from './issue-contents.ts';
import { importPages, PAGES_PER_OPENING, type ImportRequest } from './import-pages.ts';
import { closePdf, documentTitle, openPdf, PdfOpenError } from './pdf-document.ts';
import { repairPdf } from './pdf-repair.ts';
import { reportFailureAndExit, sendToApi } from './renderer-channel.ts';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ImportMessage } from './import-messages.ts';

const send = (message: ImportMessage): Promise<void> => sendToApi(message);

/** What the API asks for: the file, where its pictures go, and the page to start at. */
export interface ImportProcessRequest extends ImportRequest {
  file: string;
  /** A file with more pages than this is named and left alone. */
  maxPages: number;
}

interface OpenedPdf {
  document: PDFDocumentProxy;
  /** The file was damaged: its pages were rewritten to `file`, and `unreadable` lost their content. */
  damaged?: { file: string; unreadable: number[] };
}

/** Opens the PDF, or the pages that survive in it when it is damaged. */
async function openReadable(file: string): Promise<OpenedPdf> {
  try {
    return { document: await openPdf(file) };
  } catch (error) {
    if (!(error instanceof PdfOpenError) || error.failure !== 'damaged') throw error;
    const repaired = await repairPdf(file);
    if (!repaired) throw error;
    return { document: await openPdf(repaired.file), damaged: repaired };
  }
}

async function run(request: ImportProcessRequest): Promise<void> {
  const opened = await openReadable(request.file);
  const { damaged } = opened;
  let document = opened.document;
  try {
    const pageCount = document.numPages;
    await send({
      type: 'opened',
      pageCount,
      title: await documentTitle(document),
      contents: await outlineContents(document),
      damaged: damaged !== undefined,
    });
    const unreadable = damaged?.unreadable ?? [];
    if (pageCount > request.maxPages) return;
    const readable = damaged?.file ?? request.file;
    for (let fromPage = request.fromPage; fromPage <= pageCount; fromPage += PAGES_PER_OPENING) {
      if (fromPage > request.fromPage) {
        await closePdf(document);
        document = await openPdf(readable);
      }
      const toPage = fromPage + PAGES_PER_OPENING - 1;
      await importPages(document, { ...request, fromPage, toPage, unreadable }, (page) => send({ type: 'page', page }));
    }
  } finally {
    await closePdf(document);
    // Made again from the damaged file on a resume, so it is not kept.
    if (damaged) await rm(damaged.file, { force: true });
  }
}

// The API went away (stopped, or killed): its job resumes at its next start, so this run ends here.
process.once('disconnect', () => process.exit(0));

process.once('message', (request: ImportProcessRequest) => {
  run(request).then(() => send({ type: 'done' }).then(() => process.exit(0)), reportFailureAndExit);
});
