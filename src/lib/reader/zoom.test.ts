import { describe, expect, it } from 'vitest';
import { ZOOM } from '../../config/reader.ts';
import { canZoomIn, canZoomOut, zoomIn, zoomLabel, zoomOut } from './zoom.ts';

function repeat(step: (zoom: number) => number, times: number, from: number = ZOOM.default): number[] {
  const seen: number[] = [];
  let zoom = from;
  for (let i = 0; i < times; i += 1) {
    zoom = step(zoom);
    seen.push(zoom);
  }
  return seen;
}

describe('reader zoom', () => {
  it('goes up in steps of 20% from 100% and stops at 300%', () => {
    expect(repeat(zoomIn, 11).map(zoomLabel)).toEqual([
      '120%',
      '140%',
      '160%',
      '180%',
      '200%',
      '220%',
      '240%',
      '260%',
      '280%',
      '300%',
      '300%',
    ]);
  });

  it('goes down in steps of 20% and stops at 50%', () => {
    expect(repeat(zoomOut, 4).map(zoomLabel)).toEqual(['80%', '60%', '50%', '50%']);
  });

  it('does not drift after many steps', () => {
    const up = repeat(zoomIn, 3, 0.5);
    expect(up).toEqual([0.7, 0.9, 1.1]);
  });

  it('says whether there is room to zoom', () => {
    expect([canZoomIn(ZOOM.max), canZoomIn(2.8), canZoomOut(ZOOM.min), canZoomOut(0.6)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
