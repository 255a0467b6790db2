import { describe, expect, it } from 'vitest';
import { bookSettings, layoutOf } from './book.ts';

describe('bookSettings', () => {
  it('uses the flipbook sizes of FLIPBOOK', () => {
    expect(bookSettings({ startPage: 6, reducedMotion: false })).toMatchObject({
      width: 500,
      height: 650,
      size: 'stretch',
      minWidth: 240,
      maxWidth: 1000,
      minHeight: 312,
      maxHeight: 1350,
      maxShadowOpacity: 0.5,
      showCover: true,
      usePortrait: true,
      startPage: 6,
      showPageCorners: true,
    });
  });

  it('draws no corner curl with reduced motion', () => {
    expect(bookSettings({ startPage: 0, reducedMotion: true }).showPageCorners).toBe(false);
  });
});

describe('layoutOf', () => {
  it('reads page-flip orientations as one page or spreads', () => {
    expect([layoutOf('portrait'), layoutOf('landscape')]).toEqual(['single', 'spread']);
  });
});
