/**
 * One page of a print PDF read for the issue: its words (page text), the links printed on it, and a
 * picture of it drawn at the largest size the reader asks for, which sharp then cuts to every size.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageLink } from '../../contract/issue-links.ts';
import { destinationPage } from './issue-contents.ts';
import { pageLinks, type PdfAnnotation } from './page-links.ts';
import { pageWords, type PageWords } from './page-words.ts';
import { textRuns, type PdfTextItem } from './text-runs.ts';

export interface ReadPage extends PageWords {
  links: PageLink[];
}

export interface PixelBox {
  width: number;
  height: number;
}

/** A page drawn as raw RGBA pixels, ready for sharp. */
export interface DrawnPage {
  pixels: Buffer;
  width: number;
  height: number;
}

/** The words and links of page `number` (from 1). */
export async function readPageContent(document: PDFDocumentProxy, page: PDFPageProxy): Promise<ReadPage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PdfTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
  const runs = textRuns(items, viewport.transform);
  const annotations = (await page.getAnnotations({ intent: 'display' })) as PdfAnnotation[];
  const links = await pageLinks(
    annotations,
    {
      width: viewport.width,
      height: viewport.height,
      transform: viewport.transform,
      number: page.pageNumber,
      count: document.numPages,
    },
    runs,
    (dest) => destinationPage(document, dest),
  );
  return { ...pageWords(runs), links };
}

/**
 * Draws the page as large as fits in `box`, keeping its proportions. A page of any size, however
 * absurd, is drawn at most `box` large: the scale follows the box, never the page.
 */
export async function drawPage(page: PDFPageProxy, box: PixelBox): Promise<DrawnPage> {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.min(box.width, Math.round(viewport.width)));
  const height = Math.max(1, Math.min(box.height, Math.round(viewport.height)));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
    // Form fields and annotations are not drawn: a print page shows what was printed.
    annotationMode: 0,
  }).promise;
  const pixels = Buffer.from(context.getImageData(0, 0, width, height).data.buffer);
  return { pixels, width, height };
}
