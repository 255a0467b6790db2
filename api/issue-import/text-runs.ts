/**
 * The words of a PDF page as positioned runs, in the page's own units with the origin at the top
 * left (PDF puts it at the bottom left), ready to be grouped into lines. pdf.js hands text out as
 * items in the order the file draws them, which is rarely the order a person reads them in.
 */

/** The part of a pdf.js text item this module reads (`TextItem` in pdfjs-dist). */
export interface PdfTextItem {
  str: string;
  dir: string;
  width: number;
  height: number;
  transform: number[];
}

/** A run of text on one baseline, with its box. */
export interface TextRun {
  text: string;
  /** Left edge, from the page's left. */
  x: number;
  /** Baseline, from the page's top. */
  baseline: number;
  width: number;
  /** The type size: the height of the run's em box. */
  size: number;
  rtl: boolean;
}

/**
 * Arabic and Hebrew often arrive as presentation forms (one code point per drawn shape) and Latin
 * as ligatures (ﬁ); compatibility normalisation gives back the letters a reader searches for.
 */
export function plainLetters(text: string): string {
  return text.normalize('NFKC');
}

/** One affine transform after another, as PDF writes them (six numbers). */
export function multiply(m: readonly number[], n: readonly number[]): number[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  const [p = 0, q = 0, r = 0, s = 0, t = 0, u = 0] = n;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}

/**
 * Runs from pdf.js's text items, placed by the page's viewport transform at scale 1 (which turns
 * PDF's upward y and any page rotation into the page as seen). Items that draw nothing (empty
 * strings, the end-of-line markers) and text turned on its side (a spine, a vertical credit) are
 * left out: neither is part of the page's reading text.
 */
export function textRuns(items: readonly PdfTextItem[], viewportTransform: readonly number[]): TextRun[] {
  const runs: TextRun[] = [];
  const scale = Math.hypot(viewportTransform[0] ?? 0, viewportTransform[1] ?? 0) || 1;
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = multiply(viewportTransform, item.transform);
    if (Math.abs(b) > Math.abs(a) * 0.1 || a <= 0) continue;
    const size = Math.hypot(c, d);
    if (!(size > 0) || !(item.width >= 0)) continue;
    runs.push({
      text: plainLetters(item.str),
      x: e,
      baseline: f,
      width: item.width * scale,
      size,
      rtl: item.dir === 'rtl',
    });
  }
  return runs;
}
