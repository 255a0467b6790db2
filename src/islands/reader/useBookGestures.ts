/**
 * The book's gestures (lib/reader/gestures.ts has their arithmetic). Touch is handled here at every
 * zoom, and never reaches page-flip: one finger swipes to turn (towards the left: forward), taps a
 * half to turn to that side, or, zoomed in, drags the page; two fingers pinch the zoom; a double tap
 * zooms in on its point or back to 100%. A mouse is page-flip's at 100% (its corner drag and click);
 * zoomed in it drags the page, zoomed out or with reduced motion it swipes and clicks to turn.
 */
import { useEffect, type RefObject } from 'react';
import { READER } from '../../config/reader.ts';
import {
  clampPan,
  doubleTapZoom,
  gestureTurn,
  isDoubleTap,
  pinchMove,
  pinchStart,
  type Pinch,
  type Point,
  type PointerMode,
  type Tap,
} from '../../lib/reader/gestures.ts';
import { useLatest } from './hooks.ts';

export interface View {
  zoom: number;
  pan: Point;
}

export interface BookGestures {
  mode: PointerMode;
  view: View;
  setView: (view: View) => void;
  onTurn: (turn: 'next' | 'previous') => void;
}

const TOUCH_EVENTS = ['touchstart', 'touchmove', 'touchend', 'touchcancel'];
const MOUSE_EVENTS = ['mousedown', 'mousemove', 'mouseup'];

interface Drag {
  start: Point;
  pan: Point;
}

export function useBookGestures(frameRef: RefObject<HTMLElement | null>, gestures: BookGestures): void {
  const latest = useLatest(gestures);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const size = () => ({ width: frame.clientWidth, height: frame.clientHeight });
    const local = (event: PointerEvent): Point => {
      const box = frame.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    // page-flip listens for touches and mice itself: touches never reach it, and a mouse only at
    // 100% without reduced motion. A touch's end is cancelled so that no mouse events follow it.
    // Read at each event: a pinch changes the zoom, and so the mode, while its fingers are down.
    const keepFromBook = (event: Event) => {
      if (event.type.startsWith('mouse') && latest.current.mode === 'book') return;
      event.stopPropagation();
      if (event.type === 'touchend' && event.cancelable) event.preventDefault();
    };
    const blocked = [...TOUCH_EVENTS, ...MOUSE_EVENTS];
    for (const type of blocked) frame.addEventListener(type, keepFromBook, { capture: true });

    const touches = new Map<number, Point>();
    let drag: (Drag & { pointerId: number }) | undefined;
    let pinch: Pinch | undefined;
    let lastTap: Tap | undefined;
    let pendingTap: ReturnType<typeof setTimeout> | undefined;

    const startPinch = () => {
      const [a, b] = [...touches.values()];
      if (!a || !b) return;
      const { zoom, pan } = latest.current.view;
      pinch = pinchStart(a, b, zoom, pan);
      drag = undefined;
      clearTimeout(pendingTap);
    };

    const onTap = (point: Point) => {
      const tap = { at: performance.now(), point };
      if (isDoubleTap(lastTap, tap)) {
        clearTimeout(pendingTap);
        lastTap = undefined;
        const { zoom, pan } = latest.current.view;
        latest.current.setView(doubleTapZoom(point, zoom, pan, size()));
        return;
      }
      lastTap = tap;
      clearTimeout(pendingTap);
      // A single tap turns once no second tap has come; zoomed in, it does nothing.
      if (latest.current.view.zoom > 1) return;
      const turn = gestureTurn(point, point, frame.clientWidth);
      pendingTap = setTimeout(() => {
        if (turn) latest.current.onTurn(turn);
      }, READER.doubleTapMs);
    };

    const onDown = (event: PointerEvent) => {
      const isTouch = event.pointerType === 'touch';
      if (!isTouch && (latest.current.mode === 'book' || event.button !== 0)) return;
      if (isTouch) {
        touches.set(event.pointerId, local(event));
        if (touches.size === 2) return startPinch();
        if (touches.size > 2) return;
      }
      drag = { pointerId: event.pointerId, start: local(event), pan: { ...latest.current.view.pan } };
      frame.setPointerCapture?.(event.pointerId);
      if (!isTouch && latest.current.mode === 'pan') event.preventDefault();
    };

    const onMove = (event: PointerEvent) => {
      if (touches.has(event.pointerId)) touches.set(event.pointerId, local(event));
      if (pinch) {
        const [a, b] = [...touches.values()];
        if (a && b) latest.current.setView(pinchMove(pinch, a, b, size()));
        return;
      }
      if (!drag || drag.pointerId !== event.pointerId) return;
      const { zoom } = latest.current.view;
      if (zoom <= 1) return;
      const point = local(event);
      const moved = { x: drag.pan.x + point.x - drag.start.x, y: drag.pan.y + point.y - drag.start.y };
      latest.current.setView({ zoom, pan: clampPan(moved, zoom, size()) });
    };

    const onUp = (event: PointerEvent) => {
      const wasTouch = touches.delete(event.pointerId);
      if (pinch) {
        // The pinch ends with its last finger; a finger left on the page does not start a drag.
        if (touches.size === 0) pinch = undefined;
        return;
      }
      if (!drag || drag.pointerId !== event.pointerId) return;
      const { start } = drag;
      drag = undefined;
      const end = local(event);
      const moved = Math.hypot(end.x - start.x, end.y - start.y);
      if (wasTouch && moved < READER.swipeDistancePx / 3) return onTap(end);
      if (latest.current.view.zoom > 1) return;
      const turn = gestureTurn(start, end, frame.clientWidth);
      if (turn) latest.current.onTurn(turn);
    };

    const onCancel = (event: PointerEvent) => {
      touches.delete(event.pointerId);
      if (touches.size === 0) pinch = undefined;
      if (drag?.pointerId === event.pointerId) drag = undefined;
    };

    frame.addEventListener('pointerdown', onDown);
    frame.addEventListener('pointermove', onMove);
    frame.addEventListener('pointerup', onUp);
    frame.addEventListener('pointercancel', onCancel);
    return () => {
      clearTimeout(pendingTap);
      for (const type of blocked) frame.removeEventListener(type, keepFromBook, { capture: true });
      frame.removeEventListener('pointerdown', onDown);
      frame.removeEventListener('pointermove', onMove);
      frame.removeEventListener('pointerup', onUp);
      frame.removeEventListener('pointercancel', onCancel);
    };
  }, [frameRef, latest]);
}
