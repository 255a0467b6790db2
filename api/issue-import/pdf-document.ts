/**
 * Opening a print PDF with pdf.js, offline: the standard fonts, the character maps and the image
 * decoders come from the pdfjs-dist package itself, so a page renders the same on a machine with no
 * network and no fonts installed. Scripts, forms and XFA in the file are never run or read.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { nativeImageWorker, type NativeImageWorker } from './native-jpeg.ts';

const packageRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const folder = (name: string): string => `${join(packageRoot, name)}/`;

/** An image inside a page larger than this many pixels is left out of the page rather than decoded. */
const MAX_EMBEDDED_IMAGE_PIXELS = 64_000_000;

/** Each open document's pdf.js worker, ended with it. */
const workers = new WeakMap<PDFDocumentProxy, NativeImageWorker>();

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
 * Opens the PDF at `file`. pdf.js reads it from disk in ranges as pages ask for them, so a large file
 * is never held whole in memory.
 */
export async function openPdf(file: string): Promise<PDFDocumentProxy> {
  const worker = await nativeImageWorker();
  const task = getDocument({
    worker: worker.worker,
    isImageDecoderSupported: true,
    url: pathToFileURL(file),
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
    // pdf.js reads 64 KB at a time by default, one await each: a page's 1 MB photograph took 16
    // trips through the event loop. 2 MB ranges read most pictures in one.
    rangeChunkSize: 2 ** 21,
  });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    worker.close();
    throw failureOf(error);
  }
  workers.set(document, worker);
  if (document.numPages < 1) {
    await closePdf(document);
    throw new PdfOpenError('empty', 'The PDF has no pages.');
  }
  return document;
}

/** Frees everything pdf.js holds for the document: its pages, fonts and the file's ranges. */
export async function closePdf(document: PDFDocumentProxy): Promise<void> {
  await document.loadingTask.destroy();
  workers.get(document)?.close();
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
