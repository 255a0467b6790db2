/**
 * Lines of text set in the magazine's own typefaces (Playfair Display and Source Serif 4, from
 * their Fontsource packages, the files the site's cut is made from) and drawn as outlines, so a
 * drawn cover looks the same on every machine whatever fonts it has installed, and its SVG (and so
 * its digest) changes only when the words or the faces do. Kerning and ligatures come from the
 * faces' own tables.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { escapeXml, r } from './svg-kit.ts';

export type Face = 'display' | 'display-italic' | 'text' | 'text-italic';

const FACE_FILES: Record<Face, string> = {
  display: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  'display-italic': '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2',
  text: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  'text-italic': '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-italic.woff2',
};

const resolve = createRequire(import.meta.url).resolve;
const opened = new Map<Face, fontkit.Font>();

function fontOf(face: Face): fontkit.Font {
  let font = opened.get(face);
  if (!font) {
    font = fontkit.openSync(resolve(FACE_FILES[face]));
    opened.set(face, font);
  }
  return font;
}

export interface TypeStyle {
  face: Face;
  size: number;
  /** Extra space after each character, in pixels, as CSS letter-spacing. */
  spacing?: number;
}

interface SetLine {
  /** Path data in font units, from the start of the baseline. */
  d: string;
  /** Advance width in font units, letter-spacing included. */
  advance: number;
  scale: number;
}

function setLine(text: string, style: TypeStyle): SetLine {
  const font = fontOf(style.face);
  const scale = style.size / font.unitsPerEm;
  const spacing = (style.spacing ?? 0) / scale;
  const run = font.layout(text);
  let pen = 0;
  let d = '';
  run.glyphs.forEach((glyph, i) => {
    // Glyph 0 is the face's "missing character" box: better a clear error than a box on a cover.
    if (glyph.id === 0) throw new Error(`The ${style.face} face has no glyph for a character of "${text}"`);
    const position = run.positions[i];
    const x = pen + (position?.xOffset ?? 0);
    d += glyph.path.translate(x, position?.yOffset ?? 0).toSVG();
    pen += (position?.xAdvance ?? glyph.advanceWidth) + spacing;
  });
  return { d, advance: pen - spacing, scale };
}

/** The width of a line in pixels. */
export function measure(text: string, style: TypeStyle): number {
  const line = setLine(text, style);
  return line.advance * line.scale;
}

/** Breaks text into lines no wider than `width`; past `maxLines` the last ends in an ellipsis. */
export function wrapToWidth(text: string, style: TypeStyle, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, style) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

export interface Placement {
  x: number;
  /** The first baseline. */
  y: number;
  fill: string;
  opacity?: number;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
}

/** Lines of text as filled outlines; the words stay in the SVG as its accessible title. */
export function outlinedText(lines: readonly string[], style: TypeStyle, at: Placement): string {
  const lineHeight = at.lineHeight ?? style.size * 1.2;
  const paths = lines.map((text, i) => {
    const line = setLine(text, style);
    const width = line.advance * line.scale;
    const left = at.anchor === 'middle' ? at.x - width / 2 : at.anchor === 'end' ? at.x - width : at.x;
    // Font units run upwards from the baseline; the page's run downwards.
    return `<path transform="translate(${r(left)} ${r(at.y + i * lineHeight)}) scale(${line.scale} ${-line.scale})" d="${line.d}"/>`;
  });
  return `<g fill="${at.fill}"${at.opacity === undefined ? '' : ` fill-opacity="${at.opacity}"`}><title>${escapeXml(lines.join(' '))}</title>${paths.join('')}</g>`;
}
