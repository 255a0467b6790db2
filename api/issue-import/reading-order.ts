/**
 * Lines put in the order a person reads them, by cutting the page along its white space: first down
 * the gutters between columns (read left to right, or right to left on a page set right to left),
 * else across the widest gap between blocks (read top to bottom), again inside each piece. A headline that
 * spans the columns keeps the gutter from running through it, so it is cut off first and read first.
 * Each piece that no gap divides is a block: a headline, a paragraph, a caption.
 */
import type { TextLine } from './text-lines.ts';

/** A gutter at least this many type sizes wide parts columns. */
const COLUMN_GUTTER = 1;
/** A gap at least this share of the type size between lines parts blocks. */
const BLOCK_GAP = 0.5;

interface Span {
  start: number;
  end: number;
  lines: TextLine[];
}

/** Lines grouped where their extents, along one axis, overlap or touch. */
function spans(lines: readonly TextLine[], start: (line: TextLine) => number, end: (line: TextLine) => number): Span[] {
  const sorted = [...lines].sort((a, b) => start(a) - start(b));
  const result: Span[] = [];
  for (const line of sorted) {
    const last = result.at(-1);
    if (last && start(line) <= last.end) {
      last.end = Math.max(last.end, end(line));
      last.lines.push(line);
    } else result.push({ start: start(line), end: end(line), lines: [line] });
  }
  return result;
}

/** Spans merged back together across gaps narrower than `minGap`. */
function parted(found: Span[], minGap: number): Span[] {
  const result: Span[] = [];
  for (const span of found) {
    const last = result.at(-1);
    if (last && span.start - last.end < minGap) {
      last.end = Math.max(last.end, span.end);
      last.lines.push(...span.lines);
    } else result.push({ ...span, lines: [...span.lines] });
  }
  return result;
}

function medianSize(lines: readonly TextLine[]): number {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

function cut(lines: TextLine[], rtlPage: boolean, blocks: TextLine[][]): void {
  const size = medianSize(lines);
  const columns = parted(
    spans(
      lines,
      (line) => line.left,
      (line) => line.right,
    ),
    COLUMN_GUTTER * size,
  );
  if (columns.length > 1) {
    for (const column of rtlPage ? columns.reverse() : columns) cut(column.lines, rtlPage, blocks);
    return;
  }
  const rows = parted(
    spans(
      lines,
      (line) => line.top,
      (line) => line.bottom,
    ),
    BLOCK_GAP * size,
  );
  if (rows.length > 1) {
    // Only at the widest gap: a folio or a caption across the gutter, cut off, frees the columns.
    let widest = 1;
    for (let index = 2; index < rows.length; index += 1) {
      const gap = (row: number): number => (rows[row]?.start ?? 0) - (rows[row - 1]?.end ?? 0);
      if (gap(index) > gap(widest)) widest = index;
    }
    cut(
      rows.slice(0, widest).flatMap((row) => row.lines),
      rtlPage,
      blocks,
    );
    cut(
      rows.slice(widest).flatMap((row) => row.lines),
      rtlPage,
      blocks,
    );
    return;
  }
  blocks.push([...lines].sort((a, b) => a.top - b.top));
}

/** The page's blocks in reading order, each block's lines top to bottom. */
export function readingOrder(lines: readonly TextLine[]): TextLine[][] {
  if (lines.length === 0) return [];
  const rtlLines = lines.filter((line) => line.rtl).length;
  const blocks: TextLine[][] = [];
  cut([...lines], rtlLines * 2 > lines.length, blocks);
  return blocks;
}
