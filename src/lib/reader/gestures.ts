/**
 * Pointer gestures on the book. With a mouse at 100% page-flip handles them itself (drag a corner,
 * click); zoomed in, a drag pans the page instead; zoomed out or with reduced motion, a swipe or a
 * click on either half turns the page without the curl. Touch is the reader's own at every zoom: a
 * swipe towards the left turns forward, towards the right back (page-flip turned a slow swipe the
 * wrong way on one-page screens), two fingers pinch the zoom and a double tap zooms in on a point
 * or back out.
 */
import { READER, ZOOM } from '../../config/reader.ts';
import { clampZoom } from './zoom.ts';

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

export interface Size {
  width: number;
  height: number;
}

/**
 * The offset that keeps `point` (in the frame, from its top left corner) over the same spot of the
 * page when the zoom goes from `from` to `to`: the page is scaled about the frame's centre.
 */
export function panAbout(point: Point, pan: Point, from: number, to: number, frame: Size): Point {
  const x = point.x - frame.width / 2;
  const y = point.y - frame.height / 2;
  const ratio = to / from;
  return clampPan({ x: x - ratio * (x - pan.x), y: y - ratio * (y - pan.y) }, to, frame);
}

export interface Pinch {
  zoom: number;
  pan: Point;
  /** The distance between the two fingers and the point halfway between them. */
  distance: number;
  middle: Point;
}

/** Two fingers at `a` and `b`, for a pinch that starts at this zoom and offset. */
export function pinchStart(a: Point, b: Point, zoom: number, pan: Point): Pinch {
  return { zoom, pan, distance: Math.hypot(b.x - a.x, b.y - a.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}

/**
 * The zoom and offset while the fingers that started `start` are at `a` and `b`: the zoom grows
 * with their distance (within 50% and 300%), and the spot of the page between them follows them.
 */
export function pinchMove(start: Pinch, a: Point, b: Point, frame: Size): { zoom: number; pan: Point } {
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  const zoom = start.distance > 0 ? clampZoom((start.zoom * distance) / start.distance) : start.zoom;
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const held = panAbout(start.middle, start.pan, start.zoom, zoom, frame);
  const moved = { x: held.x + middle.x - start.middle.x, y: held.y + middle.y - start.middle.y };
  return { zoom, pan: clampPan(moved, zoom, frame) };
}

export interface Tap {
  at: number;
  point: Point;
}

/** A second tap soon enough after the first and close enough to it. */
export function isDoubleTap(first: Tap | undefined, second: Tap): boolean {
  if (!first) return false;
  const near = Math.hypot(second.point.x - first.point.x, second.point.y - first.point.y) < READER.swipeDistancePx;
  return near && second.at - first.at <= READER.doubleTapMs;
}

/** A double tap zooms in on the point tapped, or, zoomed in already, back to 100%. */
export function doubleTapZoom(point: Point, zoom: number, pan: Point, frame: Size): { zoom: number; pan: Point } {
  if (zoom > ZOOM.default) return { zoom: ZOOM.default, pan: { x: 0, y: 0 } };
  return { zoom: ZOOM.doubleTap, pan: panAbout(point, pan, zoom, ZOOM.doubleTap, frame) };
}
