/**
 * Opening a print PDF with pdf.js, offline: the standard fonts, the character maps and the image
 * decoders come from the pdfjs-dist package itself, so a page renders the same on a machine with no
 * network and no fonts installed. Scripts, forms and XFA in the file are never run or read.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { nativeImageWorker, type NativeImageWorker } from './native-jpeg.ts';
import { pdfFileRanges, type PdfFileRanges } from './pdf-file-ranges.ts';

const packageRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const folder = (name: string): string => `${join(packageRoot, name)}/`;

/** An image inside a page larger than this many pixels is left out of the page rather than decoded. */
const MAX_EMBEDDED_IMAGE_PIXELS = 64_000_000;

/** Each open document's pdf.js worker and file, ended with it. */
const held = new WeakMap<PDFDocumentProxy, { worker: NativeImageWorker; ranges: PdfFileRanges }>();

/** Why a file could not be opened as a PDF, in the words the desk shows. */
export type PdfOpenFailure = 'protected' | 'damaged' | 'empty';

export class PdfOpenError extends Error {
  readonly failure: PdfOpenFailure;

  constructor(failure: PdfOpenFailure, message: string) {
    super(message);
    this.name = 'PdfOpenError';
    this.failure = failure;
  }
}

function failureOf(error: unknown): PdfOpenError {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') return new PdfOpenError('protected', detail);
  return new PdfOpenError('damaged', detail);
}

/**
 * Opens the PDF at `file`. pdf.js reads it from disk in ranges as pages ask for them, and keeps what
 * it has read until the document is closed.
 */
export async function openPdf(file: string): Promise<PDFDocumentProxy> {
  const worker = await nativeImageWorker();
  // A range that cannot be read ends the loading, which pdf.js would otherwise await for ever.
  let endLoading = (): void => undefined;
  let ranges: PdfFileRanges;
  try {
    ranges = await pdfFileRanges(file, () => endLoading());
  } catch (error) {
    worker.close();
    throw new PdfOpenError('damaged', error instanceof Error ? error.message : String(error));
  }
  const task = getDocument({
    worker: worker.worker,
    isImageDecoderSupported: true,
    range: ranges.transport,
    // Only the ranges the pages drawn ask for: by default pdf.js goes on to read the rest of the
    // file in the background.
    disableAutoFetch: true,
    disableStream: true,
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
    stopAtErrors: false,
    verbosity: 0,
  });
  endLoading = () => void task.destroy();
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    worker.close();
    await ranges.close();
    throw failureOf(error);
  }
  held.set(document, { worker, ranges });
  if (document.numPages < 1) {
    await closePdf(document);
    throw new PdfOpenError('empty', 'The PDF has no pages.');
  }
  return document;
}

/** Frees everything pdf.js holds for the document: its pages, fonts and the file's ranges. */
export async function closePdf(document: PDFDocumentProxy): Promise<void> {
  await document.loadingTask.destroy();
  const opened = held.get(document);
  held.delete(document);
  opened?.worker.close();
  await opened?.ranges.close();
}

/** Titles that PDF writers put in by themselves, which say nothing about the issue. */
const PLACEHOLDER_TITLES = /^(about:blank|untitled.*|microsoft word - .*|document\d*|.*\.(indd|pdf|docx?))$/i;

/** The title the PDF's metadata gives, when it gives one that names the issue. */
export async function documentTitle(document: PDFDocumentProxy): Promise<string | undefined> {
  const { info } = await document.getMetadata().catch(() => ({ info: undefined }));
  const title = (info as { Title?: unknown } | undefined)?.Title;
  if (typeof title !== 'string') return undefined;
  const trimmed = title.replace(/\s+/g, ' ').trim();
  return trimmed === '' || PLACEHOLDER_TITLES.test(trimmed) ? undefined : trimmed.slice(0, 200);
}
