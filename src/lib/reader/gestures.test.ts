import { describe, expect, it } from 'vitest';
import { clampPan, gestureTurn, pointerMode } from './gestures.ts';

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
