/**
 * The frame the book sits in: its size and shape, the zoom (scaled about the centre, moved by the
 * offset the gestures give) and the gestures themselves. It holds the page shown before the book
 * is drawn (the server-rendered cover) and then the book, so zooming works from the first key and
 * the book takes the cover's place without moving anything around it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clampPan, pointerMode, type Point } from '../../lib/reader/gestures.ts';
import type { Layout } from '../../lib/reader/pages.ts';
import { useBookGestures } from './useBookGestures.ts';

export type BookState = 'loading' | 'read' | 'flipping' | 'fold_corner' | 'user_fold';

export interface BookFrameProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  reducedMotion: boolean;
  /** page-flip's state, 'loading' until it has drawn the book. */
  state: BookState;
  layout?: Layout;
  /** A page shown alone in a spread (the cover, an even issue's last page), moved to the middle. */
  alone?: 'left' | 'right';
  label: string;
  describedBy?: string;
  onTurn: (turn: 'next' | 'previous') => void;
  /** Called with the frame once it changes size (the book fits itself to it again). */
  onResize?: () => void;
  children: ReactNode;
}

const NO_PAN: Point = { x: 0, y: 0 };

export function BookFrame(props: BookFrameProps): ReactNode {
  const { zoom, onZoom, reducedMotion, onResize } = props;
  const frameRef = useRef<HTMLElement>(null);
  const [pan, setPan] = useState<Point>(NO_PAN);
  const mode = pointerMode(zoom, reducedMotion);

  useBookGestures(frameRef, {
    mode,
    view: { zoom, pan },
    setView: (view) => {
      setPan(view.pan);
      if (view.zoom !== zoom) onZoom(view.zoom);
    },
    onTurn: props.onTurn,
  });

  // A new zoom keeps the page covering the frame; at 100% or less it is centred.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setPan((current) => clampPan(current, zoom, { width: frame.clientWidth, height: frame.clientHeight }));
  }, [zoom]);

  // The frame changes size without a window resize when the reader goes fullscreen in-page.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !onResize || typeof ResizeObserver !== 'function') return;
    let frameRequest = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frameRequest);
      frameRequest = requestAnimationFrame(onResize);
    });
    observer.observe(frame);
    return () => {
      cancelAnimationFrame(frameRequest);
      observer.disconnect();
    };
  }, [onResize]);

  // The page shown before the book is not zoomed: a zoom asked for by the key that woke the reader
  // is applied with the book, which appears at it. Zooming that page as the reader came to life, long
  // after the key on a slow phone, moved it on the page (a layout shift).
  const shown = props.state === 'loading' ? { zoom: 1, pan: NO_PAN } : { zoom, pan };
  const transform =
    shown.zoom === 1 && shown.pan.x === 0 && shown.pan.y === 0
      ? undefined
      : `translate(${shown.pan.x}px, ${shown.pan.y}px) scale(${shown.zoom})`;

  return (
    // A section named by its label is a region, for the pages' own landmark.
    <section
      ref={frameRef}
      className="reader-book"
      aria-label={props.label}
      aria-describedby={props.describedBy}
      data-state={props.state}
      data-layout={props.layout}
      data-pointer-mode={mode}
      data-alone={props.alone}
    >
      <div className="reader-book__zoom" style={transform ? { transform } : undefined}>
        {props.children}
      </div>
    </section>
  );
}
