import { describe, expect, it } from 'vitest';
import { setColumns, type BodyStyle, type TextColumn } from './typeset.ts';

const style: BodyStyle = { size: 10, lineHeight: 12, glyph: 0.5, family: 'serif', fill: '#000', paragraphGap: 6 };
/** Two columns of four lines of 20 characters each. */
const columns: TextColumn[] = [
  { x: 0, top: 0, width: 100, bottom: 46 },
  { x: 200, top: 0, width: 100, bottom: 46 },
];
const lineTexts = (svg: string) => [...svg.matchAll(/<tspan x="([\d.]+)" y="[\d.]+">([^<]*)<\/tspan>/g)];

describe('setColumns', () => {
  it('breaks paragraphs into lines that fit the column, escaped', () => {
    const set = setColumns(['Tea & rain <on> the hills above Ella.'], columns, style);
    expect(set.overflow).toBe(false);
    const lines = lineTexts(set.svg).map((match) => match[2]);
    expect(lines).toEqual(['Tea &#38; rain &#60;on&#62; the', 'hills above Ella.']);
    expect(lines.every((line) => (line ?? '').replace(/&#\d+;/g, '_').length <= 20)).toBe(true);
  });

  it('flows on into the next column, then ends in an ellipsis and says so', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const set = setColumns([words], columns, style);
    const lines = lineTexts(set.svg);
    expect(lines.map((match) => match[1])).toEqual(['0', '0', '0', '0', '200', '200', '200', '200']);
    expect(lines.at(-1)?.[2]).toMatch(/…$/);
    expect(set.overflow).toBe(true);
  });

  it('sets a drop cap from the first letter and indents the lines beside it', () => {
    const set = setColumns(['Mist lifts off the terraces by nine in the morning.'], columns, {
      ...style,
      dropCap: '#c90',
    });
    expect(set.svg).toContain('fill="#c90">M</text>');
    const [first] = lineTexts(set.svg);
    expect(first?.[2]).toMatch(/^ist /);
    expect(Number(first?.[1])).toBeGreaterThan(0);
  });
});
