/** The book's page-flip settings, and how the book reports its layout. */
import type { FlipOrientation, FlipSettings } from 'page-flip';
import { FLIPBOOK, READER } from '../../config/reader.ts';
import type { Layout } from './pages.ts';

/**
 * Base page 500x650, stretched to the frame between 315 and 1000 wide and 400 and 1350 high,
 * shadows at most half opaque, the cover alone. page-flip itself switches to one page at a time
 * when the frame is narrower than two minimum pages (`usePortrait`), and to spreads when wider.
 * With reduced motion the book draws no page-corner curl on hover; turns are made without animation
 * by the reader (page-flip insists on a positive flipping time).
 */
export function bookSettings({
  startPage,
  reducedMotion,
}: {
  startPage: number;
  reducedMotion: boolean;
}): Partial<FlipSettings> {
  return {
    width: FLIPBOOK.width,
    height: FLIPBOOK.height,
    size: 'stretch',
    minWidth: FLIPBOOK.minWidth,
    maxWidth: FLIPBOOK.maxWidth,
    minHeight: FLIPBOOK.minHeight,
    maxHeight: FLIPBOOK.maxHeight,
    maxShadowOpacity: FLIPBOOK.maxShadowOpacity,
    showCover: FLIPBOOK.showCover,
    startPage,
    usePortrait: true,
    autoSize: true,
    drawShadow: true,
    flippingTime: READER.flippingTimeMs,
    mobileScrollSupport: true,
    swipeDistance: READER.swipeDistancePx,
    showPageCorners: !reducedMotion,
    useMouseEvents: true,
  };
}

export function layoutOf(orientation: FlipOrientation): Layout {
  return orientation === 'portrait' ? 'single' : 'spread';
}
