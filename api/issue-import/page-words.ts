/**
 * A PDF page's words as the page text (contract `PageText`): the headline is the largest type
 * on the page, a short line above it is the section, a paragraph under it in type larger than the
 * body's is the standfirst, and the rest is the body, block by block in reading order. Lines broken
 * with a hyphen inside a word are joined again.
 */
import { PAGE_TEXT_LIMITS, type PageText } from '../../contract/schemas.ts';
import { readingOrder } from './reading-order.ts';
import { textLines, type TextLine } from './text-lines.ts';
import type { TextRun } from './text-runs.ts';

interface Paragraph {
  text: string;
  size: number;
}

/** Type this many times the body's size, or larger, is a headline. */
const HEADLINE_SCALE = 1.25;
/** A standfirst is set at least this much larger than the body. */
const STANDFIRST_SCALE = 1.08;
/** Lines whose sizes differ by more than this share belong to different paragraphs. */
const SIZE_CHANGE = 0.12;

/** A line that ends inside a word: a letter, then a hyphen (or a soft hyphen), then the next line in lower case. */
function joinLines(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (/\p{L}[-\u00ad]$/u.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text = text === '' ? line : `${text} ${line}`;
  }
  return text.replace(/\u00ad/g, '');
}

/** A block's lines as paragraphs, parted where the type size changes. */
function paragraphsOf(block: readonly TextLine[]): Paragraph[] {
  const paragraphs: { lines: string[]; size: number }[] = [];
  for (const line of block) {
    const last = paragraphs.at(-1);
    if (last && Math.abs(line.size - last.size) <= SIZE_CHANGE * last.size) last.lines.push(line.text);
    else paragraphs.push({ lines: [line.text], size: line.size });
  }
  return paragraphs.map(({ lines, size }) => ({ text: joinLines(lines), size }));
}

/** The size most of the page's letters are set in. */
function bodySize(paragraphs: readonly Paragraph[]): number {
  const letters = new Map<number, number>();
  for (const { text, size } of paragraphs) {
    const key = Math.round(size * 10) / 10;
    letters.set(key, (letters.get(key) ?? 0) + text.length);
  }
  return [...letters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** Cut to `limit` characters at a word's end where one is near. */
function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return (space > limit * 0.8 ? cut.slice(0, space) : cut).trim();
}

/** A page number or a folio alone on its line is not part of what the page says. */
const isFolio = (paragraph: Paragraph): boolean => /^\d{1,4}$/.test(paragraph.text);

function bodyOf(paragraphs: readonly Paragraph[]): string[] {
  const body = paragraphs.map(({ text }) => clip(text, PAGE_TEXT_LIMITS.paragraph));
  if (body.length <= PAGE_TEXT_LIMITS.paragraphs) return body;
  const kept = body.slice(0, PAGE_TEXT_LIMITS.paragraphs - 1);
  const rest = body.slice(PAGE_TEXT_LIMITS.paragraphs - 1).join(' ');
  return [...kept, clip(rest, PAGE_TEXT_LIMITS.paragraph)];
}

/**
 * What a page says, and whether it opens with a headline set larger than its body (a page of running
 * text has none: its first paragraph stands in as the headline).
 */
export interface PageWords {
  /** `null` when the page has no words (a full-page picture). */
  text: PageText | null;
  headed: boolean;
}

/** The page text of a page's lines. */
export function pageWordsFromLines(lines: readonly TextLine[]): PageWords {
  const paragraphs = readingOrder(lines)
    .flatMap(paragraphsOf)
    .filter((paragraph) => !isFolio(paragraph));
  if (paragraphs.length === 0) return { text: null, headed: false };
  const body = bodySize(paragraphs);
  const largest = Math.max(...paragraphs.map((paragraph) => paragraph.size));
  const hasHeadline = largest >= HEADLINE_SCALE * body;
  const headlineAt = hasHeadline ? paragraphs.findIndex((paragraph) => paragraph.size === largest) : 0;
  let headlineEnd = headlineAt + 1;
  while (hasHeadline && paragraphs[headlineEnd]?.size === largest) headlineEnd += 1;
  const headlineText = paragraphs
    .slice(headlineAt, headlineEnd)
    .map(({ text }) => text)
    .join(' ');
  const before = paragraphs.slice(0, headlineAt);
  const sectionCandidate = before.at(-1);
  const section =
    sectionCandidate && sectionCandidate.text.length <= PAGE_TEXT_LIMITS.section ? sectionCandidate.text : undefined;
  const after = paragraphs.slice(headlineEnd);
  const next = after[0];
  const standfirst =
    next && largest > body && next.size >= STANDFIRST_SCALE * body && next.text.length <= PAGE_TEXT_LIMITS.standfirst
      ? next.text
      : undefined;
  const rest = [...(section === undefined ? before : before.slice(0, -1)), ...after.slice(standfirst ? 1 : 0)];
  const headline = clip(headlineText, PAGE_TEXT_LIMITS.headline);
  const overflow = headline.length < headlineText.length ? [{ text: headlineText, size: body }] : [];
  const text: PageText = {
    ...(section === undefined ? {} : { section }),
    headline,
    ...(standfirst === undefined ? {} : { standfirst }),
    body: bodyOf([...overflow, ...rest]),
  };
  return { text, headed: hasHeadline };
}

/** The page text of a page's runs. */
export function pageWords(runs: readonly TextRun[]): PageWords {
  return pageWordsFromLines(textLines(runs));
}
