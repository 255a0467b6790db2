/**
 * Pointer gestures on the book. At 100% page-flip handles them itself (drag a corner, click, swipe);
 * zoomed in, a drag pans the page instead; zoomed out or with reduced motion, a swipe or a tap on
 * either half turns the page without the curl.
 */
import { READER } from '../../config/reader.ts';

export type PointerMode = 'book' | 'pan' | 'swipe';

export interface Point {
  x: number;
  y: number;
}

export function pointerMode(zoom: number, reducedMotion: boolean): PointerMode {
  if (zoom > 1) return 'pan';
  if (zoom < 1 || reducedMotion) return 'swipe';
  return 'book';
}

/**
 * Keeps a zoomed page covering its frame: the offset may move the page by at most the part that
 * overflows on each side. The page is scaled about its centre.
 */
export function clampPan(pan: Point, zoom: number, frame: { width: number; height: number }): Point {
  const limitX = Math.max(0, (frame.width * zoom - frame.width) / 2);
  const limitY = Math.max(0, (frame.height * zoom - frame.height) / 2);
  const clamp = (value: number, limit: number) => (limit === 0 ? 0 : Math.min(limit, Math.max(-limit, value)));
  return { x: clamp(pan.x, limitX), y: clamp(pan.y, limitY) };
}

/**
 * What a finished drag means: a mostly horizontal move of at least the swipe distance turns the
 * page (leftwards = next); a tap turns towards the half it landed on; anything else is nothing.
 */
export function gestureTurn(
  start: Point,
  end: Point,
  frameWidth: number,
  swipeDistance: number = READER.swipeDistancePx,
): 'next' | 'previous' | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'next' : 'previous';
  const isTap = Math.hypot(dx, dy) < swipeDistance / 3;
  if (isTap && frameWidth > 0) return end.x >= frameWidth / 2 ? 'next' : 'previous';
  return undefined;
}
