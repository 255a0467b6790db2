import { describe, expect, it } from 'vitest';
import {
  clampPan,
  doubleTapZoom,
  gestureTurn,
  isDoubleTap,
  panAbout,
  pinchMove,
  pinchStart,
  pointerMode,
} from './gestures.ts';

describe('pointerMode', () => {
  it('lets the book handle pointers at 100% only', () => {
    expect([pointerMode(1, false), pointerMode(1.2, false), pointerMode(0.8, false), pointerMode(1, true)]).toEqual([
      'book',
      'pan',
      'swipe',
      'swipe',
    ]);
    expect(pointerMode(2, true)).toBe('pan');
  });
});

describe('clampPan', () => {
  const frame = { width: 1000, height: 650 };

  it('moves a zoomed page by at most what overflows on each side', () => {
    expect(clampPan({ x: 900, y: -900 }, 2, frame)).toEqual({ x: 500, y: -325 });
    expect(clampPan({ x: 120, y: 40 }, 2, frame)).toEqual({ x: 120, y: 40 });
  });

  it('does not move a page that fits', () => {
    expect(clampPan({ x: 50, y: 50 }, 1, frame)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: 50, y: 50 }, 0.5, frame)).toEqual({ x: 0, y: 0 });
  });
});

describe('gestureTurn', () => {
  it('turns on a horizontal swipe, leftwards to the next page', () => {
    expect(gestureTurn({ x: 400, y: 100 }, { x: 300, y: 110 }, 800)).toBe('next');
    expect(gestureTurn({ x: 300, y: 100 }, { x: 400, y: 90 }, 800)).toBe('previous');
  });

  it('ignores short and vertical moves', () => {
    expect(gestureTurn({ x: 400, y: 100 }, { x: 385, y: 100 }, 800)).toBeUndefined();
    expect(gestureTurn({ x: 400, y: 100 }, { x: 360, y: 300 }, 800)).toBeUndefined();
  });

  it('turns towards the half a tap lands on', () => {
    expect(gestureTurn({ x: 700, y: 100 }, { x: 702, y: 101 }, 800)).toBe('next');
    expect(gestureTurn({ x: 100, y: 100 }, { x: 100, y: 100 }, 800)).toBe('previous');
  });
});

describe('panAbout', () => {
  const frame = { width: 400, height: 520 };

  it('keeps the point under the finger over the same spot of the page', () => {
    // The frame's centre stays where it is; a point right of it moves out as the page grows.
    expect(panAbout({ x: 200, y: 260 }, { x: 0, y: 0 }, 1, 2, frame)).toEqual({ x: 0, y: 0 });
    expect(panAbout({ x: 300, y: 260 }, { x: 0, y: 0 }, 1, 2, frame)).toEqual({ x: -100, y: 0 });
    // Back to 100% the page is centred again.
    expect(panAbout({ x: 300, y: 100 }, { x: -100, y: 40 }, 2, 1, frame)).toEqual({ x: 0, y: 0 });
  });
});

describe('pinch', () => {
  const frame = { width: 400, height: 520 };

  it('zooms with the distance between the fingers, within 50% and 300%', () => {
    const start = pinchStart({ x: 150, y: 260 }, { x: 250, y: 260 }, 1, { x: 0, y: 0 });
    expect(pinchMove(start, { x: 100, y: 260 }, { x: 300, y: 260 }, frame)).toEqual({ zoom: 2, pan: { x: 0, y: 0 } });
    expect(pinchMove(start, { x: 0, y: 260 }, { x: 400, y: 260 }, frame).zoom).toBe(3);
    expect(pinchMove(start, { x: 190, y: 260 }, { x: 210, y: 260 }, frame).zoom).toBe(0.5);
    expect(pinchMove(start, { x: 140, y: 260 }, { x: 253, y: 260 }, frame).zoom).toBe(1.13);
  });

  it('keeps the spot between the fingers under them as they move', () => {
    const start = pinchStart({ x: 250, y: 200 }, { x: 350, y: 200 }, 1, { x: 0, y: 0 });
    // Twice as far apart about the same middle (300, 200): that spot stays under it.
    expect(pinchMove(start, { x: 200, y: 200 }, { x: 400, y: 200 }, frame)).toEqual({
      zoom: 2,
      pan: { x: -100, y: 60 },
    });
  });
});

describe('double taps', () => {
  it('are two taps close in time and place', () => {
    const first = { at: 1000, point: { x: 100, y: 100 } };
    expect(isDoubleTap(undefined, first)).toBe(false);
    expect(isDoubleTap(first, { at: 1250, point: { x: 110, y: 105 } })).toBe(true);
    expect(isDoubleTap(first, { at: 1400, point: { x: 100, y: 100 } })).toBe(false);
    expect(isDoubleTap(first, { at: 1100, point: { x: 200, y: 100 } })).toBe(false);
  });

  it('zoom in to 200% on the point, or back to 100% when zoomed in', () => {
    const frame = { width: 400, height: 520 };
    expect(doubleTapZoom({ x: 300, y: 260 }, 1, { x: 0, y: 0 }, frame)).toEqual({ zoom: 2, pan: { x: -100, y: 0 } });
    expect(doubleTapZoom({ x: 300, y: 260 }, 1.4, { x: -40, y: 10 }, frame)).toEqual({ zoom: 1, pan: { x: 0, y: 0 } });
  });
});
