/**
 * Runs gathered into lines. A line is the runs on one baseline that sit close together: a gap wider
 * than the type is a gutter between columns, so the two sides become lines of their own.
 */
import type { TextRun } from './text-runs.ts';

export interface TextLine {
  text: string;
  left: number;
  right: number;
  /** The top of the line's type and its bottom (below the baseline), from the page's top. */
  top: number;
  bottom: number;
  /** The largest type size on the line. */
  size: number;
  rtl: boolean;
}

/** Runs whose baselines differ by less than this share of the type size are on one line. */
const SAME_BASELINE = 0.4;
/** A horizontal gap wider than this many type sizes parts two columns. */
const GUTTER = 1.2;
/** A gap wider than this share of the type size is a space between words. */
const WORD_SPACE = 0.15;
/** Where the em box lies around the baseline, as shares of the type size. */
const ASCENT = 0.8;
const DESCENT = 0.25;

function byBaselineThenLeft(a: TextRun, b: TextRun): number {
  return a.baseline - b.baseline || a.x - b.x;
}

/** Runs on one baseline, in order across the page. */
function baselineGroups(runs: readonly TextRun[]): TextRun[][] {
  const groups: TextRun[][] = [];
  let group: TextRun[] = [];
  let baseline = Number.NEGATIVE_INFINITY;
  for (const run of [...runs].sort(byBaselineThenLeft)) {
    if (group.length > 0 && run.baseline - baseline > SAME_BASELINE * run.size) {
      groups.push(group);
      group = [];
    }
    if (group.length === 0) baseline = run.baseline;
    group.push(run);
  }
  if (group.length > 0) groups.push(group);
  return groups.map((runsOnBaseline) => [...runsOnBaseline].sort((a, b) => a.x - b.x));
}

/** Splits one baseline's runs at the gutters between columns. */
function splitAtGutters(runs: readonly TextRun[]): TextRun[][] {
  const pieces: TextRun[][] = [];
  let piece: TextRun[] = [];
  let right = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    if (piece.length > 0 && run.x - right > GUTTER * run.size) {
      pieces.push(piece);
      piece = [];
    }
    piece.push(run);
    right = Math.max(right, run.x + run.width);
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/** The runs' letters in reading order, with a space wherever the gap between two is a word space. */
function lineText(runs: readonly TextRun[], rtl: boolean): string {
  const ordered = rtl ? [...runs].reverse() : runs;
  let text = '';
  ordered.forEach((run, index) => {
    const previous = ordered[index - 1];
    if (previous) {
      const gap = rtl ? previous.x - (run.x + run.width) : run.x - (previous.x + previous.width);
      const spaced = /\s$/.test(text) || /^\s/.test(run.text);
      if (!spaced && gap > WORD_SPACE * Math.min(run.size, previous.size)) text += ' ';
    }
    text += run.text;
  });
  return text.replace(/\s+/g, ' ').trim();
}

function isRightToLeft(runs: readonly TextRun[]): boolean {
  let rtlLetters = 0;
  let letters = 0;
  for (const run of runs) {
    letters += run.text.length;
    if (run.rtl) rtlLetters += run.text.length;
  }
  return rtlLetters * 2 > letters;
}

export function textLines(runs: readonly TextRun[]): TextLine[] {
  const lines: TextLine[] = [];
  for (const group of baselineGroups(runs)) {
    for (const piece of splitAtGutters(group)) {
      const rtl = isRightToLeft(piece);
      const text = lineText(piece, rtl);
      if (text === '') continue;
      const size = Math.max(...piece.map((run) => run.size));
      const baseline = Math.max(...piece.map((run) => run.baseline));
      lines.push({
        text,
        left: Math.min(...piece.map((run) => run.x)),
        right: Math.max(...piece.map((run) => run.x + run.width)),
        top: baseline - ASCENT * size,
        bottom: baseline + DESCENT * size,
        size,
        rtl,
      });
    }
  }
  return lines;
}
