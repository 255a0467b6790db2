/**
 * Body text set as real type on a page image: paragraphs flowed line by line down one column and
 * on into the next, as a magazine sets them. SVG cannot wrap text, so lines are broken by an
 * estimate of the glyph width; a text longer than its columns ends in an ellipsis and says so.
 */
import { escapeXml, r } from './svg-kit.ts';

export interface TextColumn {
  x: number;
  top: number;
  width: number;
  /** The last baseline may sit at most here. */
  bottom: number;
}

export interface BodyStyle {
  size: number;
  lineHeight: number;
  /** Average glyph width as a share of the font size. */
  glyph: number;
  family: string;
  fill: string;
  /** Extra space between paragraphs, in pixels. */
  paragraphGap: number;
  /** A drop cap of this colour on the first paragraph, three lines deep. */
  dropCap?: string;
}

export interface SetText {
  svg: string;
  /** True when some of the text did not fit and the last line ends in an ellipsis. */
  overflow: boolean;
}

interface Line {
  column: number;
  x: number;
  y: number;
  text: string;
}

const DROP_CAP_LINES = 3;

export function setColumns(paragraphs: readonly string[], columns: readonly TextColumn[], style: BodyStyle): SetText {
  const lines: Line[] = [];
  const first = columns[0];
  if (!first) return { svg: '', overflow: paragraphs.length > 0 };
  const dropCapLetter = style.dropCap ? /^\p{L}/u.exec(paragraphs[0] ?? '')?.[0] : undefined;
  const dropIndent = style.size * 3.1;
  const texts = dropCapLetter
    ? [(paragraphs[0] ?? '').slice(dropCapLetter.length), ...paragraphs.slice(1)]
    : paragraphs;

  let column = 0;
  let y = first.top + style.size;
  let overflow = false;
  const indentOf = (count: number) => (dropCapLetter && column === 0 && count < DROP_CAP_LINES ? dropIndent : 0);
  /** Moves on when the line would sit below the column; false when no column is left. */
  const room = (): boolean => {
    const current = columns[column];
    if (current && y <= current.bottom) return true;
    column += 1;
    const next = columns[column];
    if (!next) return false;
    y = next.top + style.size;
    return true;
  };

  outer: for (const paragraph of texts) {
    const words = paragraph.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    let line = '';
    for (let index = 0; index <= words.length; index += 1) {
      const word = words[index];
      const current = columns[column] ?? first;
      const indent = indentOf(lines.length);
      const capacity = Math.max(8, Math.floor((current.width - indent) / (style.size * style.glyph)));
      if (word !== undefined && (line === '' || line.length + 1 + word.length <= capacity)) {
        line = line === '' ? word : `${line} ${word}`;
        continue;
      }
      if (!room()) {
        overflow = true;
        break outer;
      }
      const at = columns[column] ?? first;
      lines.push({ column, x: at.x + indentOf(lines.length), y, text: line });
      y += style.lineHeight;
      line = word ?? '';
    }
    y += style.paragraphGap;
  }

  const last = lines.at(-1);
  if (overflow && last) last.text = `${last.text.replace(/[\s.,;:]+$/, '')}…`;
  const spans = lines
    .map((line) => `<tspan x="${r(line.x)}" y="${r(line.y)}">${escapeXml(line.text)}</tspan>`)
    .join('');
  const body = `<text font-family="${escapeXml(style.family)}" font-size="${style.size}" fill="${style.fill}">${spans}</text>`;
  const cap =
    dropCapLetter && style.dropCap
      ? `<text x="${r(first.x)}" y="${r(first.top + style.size + style.lineHeight * (DROP_CAP_LINES - 1))}" font-family="${escapeXml(style.family)}" font-size="${r(style.lineHeight * DROP_CAP_LINES + style.size * 0.2)}" fill="${style.dropCap}">${escapeXml(dropCapLetter)}</text>`
      : '';
  return { svg: cap + body, overflow };
}
