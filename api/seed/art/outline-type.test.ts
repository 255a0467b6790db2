import { describe, expect, it } from 'vitest';
import { measure, outlinedText, wrapToWidth } from './outline-type.ts';

describe('outlinedText', () => {
  it('draws a line as filled outlines in the face, anchored where asked, its words kept as a title', () => {
    const style = { face: 'display', size: 40 } as const;
    const width = measure('Serendib', style);
    expect(width).toBeGreaterThan(100);
    expect(width).toBeLessThan(320);
    const svg = outlinedText(['Serendib <Luxe>'], style, { x: 500, y: 100, fill: '#123456', anchor: 'middle' });
    expect(svg).toContain('<title>Serendib &#60;Luxe&#62;</title>');
    expect(svg).toMatch(/^<g fill="#123456"><title>/);
    const left = Number(/translate\(([\d.]+) 100\)/.exec(svg)?.[1]);
    expect(left).toBeCloseTo(500 - measure('Serendib <Luxe>', style) / 2, 0);
  });

  it('sets each face differently and widens a line by its letter-spacing', () => {
    const words = 'Slow Days, Secret Places';
    expect(measure(words, { face: 'display', size: 40 })).not.toBeCloseTo(
      measure(words, { face: 'text', size: 40 }),
      0,
    );
    const spaced = measure(words, { face: 'text', size: 40, spacing: 4 });
    expect(spaced - measure(words, { face: 'text', size: 40 })).toBeCloseTo(4 * (words.length - 1), 0);
  });

  it('wraps to a width in pixels and ends an overlong text in an ellipsis', () => {
    const style = { face: 'text-italic', size: 30 } as const;
    const lines = wrapToWidth('Inside the hidden villas of Galle Fort at first light', style, 300, 2);
    expect(lines).toHaveLength(2);
    expect(measure(lines[0] ?? '', style)).toBeLessThanOrEqual(300);
    expect(lines[1]).toMatch(/…$/);
  });

  it('says which text a face cannot draw instead of drawing boxes', () => {
    expect(() => measure('Kandy ශ', { face: 'display', size: 20 })).toThrow(
      'The display face has no glyph for a character of "Kandy ශ"',
    );
  });
});
