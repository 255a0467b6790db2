import { describe, expect, it } from 'vitest';
import { linksOnPicture, opaquePixels } from './import-pages.ts';

describe('linksOnPicture', () => {
  const link = { x: 0.5, y: 0.5, width: 0.2, height: 0.1, label: 'Gems', page: 2 };

  it('keeps a link where it was on a page of the picture’s own proportions', () => {
    expect(linksOnPicture([link], { width: 2000, height: 2600 }, { width: 2000, height: 2600 })).toEqual([link]);
  });

  it('moves a link into the picture’s bars for a wider page, centred on white', () => {
    // A square page fits 2000 × 2000, with bars of 300 above and below in 2600.
    const [placed] = linksOnPicture([link], { width: 2000, height: 2000 }, { width: 2000, height: 2600 });
    expect(placed?.x).toBeCloseTo(0.5);
    expect(placed?.width).toBeCloseTo(0.2);
    expect(placed?.y).toBeCloseTo((300 + 1000) / 2600);
    expect(placed?.height).toBeCloseTo(200 / 2600);
  });
});

describe('opaquePixels', () => {
  it('keeps each pixel’s red, green and blue in order and drops its alpha', () => {
    const rgba = Buffer.from([10, 20, 30, 255, 40, 50, 60, 128, 70, 80, 90, 0]);
    expect([...opaquePixels(rgba)]).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});
