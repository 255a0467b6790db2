/**
 * The book: page-flip in HTML mode around page elements this component creates itself, so that
 * page-flip may move them around while React only fills each one through a portal. A page outside
 * the loaded range is an empty sheet, so its image is neither fetched nor kept.
 */
import type { FlippingState, PageFlip } from 'page-flip';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { PLACEHOLDER_IMAGE } from '../../lib/content/images.ts';
import { bookSettings, layoutOf } from '../../lib/reader/book.ts';
import { clampPan, gestureTurn, pointerMode, type Point } from '../../lib/reader/gestures.ts';
import { READER_MESSAGES } from '../../lib/reader/messages.ts';
import type { Layout } from '../../lib/reader/pages.ts';
import { useLatest } from './hooks.ts';
import { loadPageFlip } from './page-flip-loader.ts';
import { yieldToBrowser } from '../../lib/browser/yield-to-browser.ts';

export interface FlipbookHandle {
  /** Turns to the page, with the curl unless motion is reduced. */
  turnTo: (index: number) => void;
  /** Shows the page at once. */
  show: (index: number) => void;
  /** Fits the book to its frame again. */
  update: () => void;
}

export interface FlipbookProps {
  ref?: Ref<FlipbookHandle>;
  /** Page image addresses. */
  pages: readonly string[];
  alts: readonly string[];
  startPage: number;
  isLoaded: (index: number) => boolean;
  reducedMotion: boolean;
  /** A page shown alone in a spread (the cover, an even issue's last page), moved to the middle. */
  alone?: 'left' | 'right';
  zoom: number;
  label: string;
  describedBy?: string;
  /** page-flip reports the first page of the spread it now shows. */
  onTurn: (reported: number) => void;
  onLayout: (layout: Layout) => void;
  /** A swipe or tap while page-flip's own gestures are off (zoomed out, reduced motion). */
  onGesture: (turn: 'next' | 'previous') => void;
}

const BLOCKED_WHILE_OWN_GESTURES = ['mousedown', 'mousemove', 'mouseup', 'touchstart', 'touchmove', 'touchend'];
const NO_PAN: Point = { x: 0, y: 0 };

function BookPage({
  src,
  alt,
  loaded,
  number,
}: {
  src: string;
  alt: string;
  loaded: boolean;
  number: number;
}): ReactNode {
  const [failed, setFailed] = useState(false);
  if (!loaded) {
    return (
      <span className="reader-page__number" aria-hidden="true">
        {number}
      </span>
    );
  }
  if (failed) {
    return (
      <img
        className="reader-page__image reader-page__image--placeholder"
        src={PLACEHOLDER_IMAGE.src}
        alt={READER_MESSAGES.pageUnavailable(alt)}
        width={PLACEHOLDER_IMAGE.width}
        height={PLACEHOLDER_IMAGE.height}
        draggable={false}
      />
    );
  }
  return (
    <img
      className="reader-page__image"
      src={src}
      alt={alt}
      width={1000}
      height={1300}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

export function Flipbook(props: FlipbookProps): ReactNode {
  const { ref, pages, alts, isLoaded, reducedMotion, zoom, label, describedBy } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<PageFlip | undefined>(undefined);
  const [sheets, setSheets] = useState<HTMLElement[]>([]);
  const [state, setState] = useState<FlippingState | 'loading'>('loading');
  const [layout, setLayout] = useState<Layout | undefined>(undefined);
  const [pan, setPan] = useState<Point>(NO_PAN);
  const [failure, setFailure] = useState<Error | undefined>(undefined);
  const latest = useLatest(props);
  const panRef = useLatest(pan);
  const updateWhenRead = useRef(false);

  // page-flip's update lays the book out again on the spread of the page it last settled on. A turn
  // to a page further away starts from the spread before that page: an update in the middle of the
  // turn would move the book back, and the turn would end one spread past where it began. So an
  // update waits until the book is still.
  const updateWhenStill = useCallback(() => {
    const engine = engineRef.current;
    if (!engine) return;
    if (engine.getState() === 'read') engine.update();
    else updateWhenRead.current = true;
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      turnTo: (index) => {
        const engine = engineRef.current;
        if (!engine) return;
        if (latest.current.reducedMotion) engine.turnToPage(index);
        else engine.flip(index);
      },
      show: (index) => engineRef.current?.turnToPage(index),
      update: () => updateWhenStill(),
    }),
    [latest, updateWhenStill],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = document.createElement('div');
    root.className = 'reader-book__pages';
    host.append(root);
    const created = pages.map((_, index) => {
      const sheet = document.createElement('div');
      sheet.className = 'reader-page';
      if (index === 0 || index === pages.length - 1) sheet.dataset.density = 'hard';
      return sheet;
    });
    setSheets(created);

    let engine: PageFlip | undefined;
    let cancelled = false;
    loadPageFlip()
      .then(async (PageFlipClass) => {
        // page-flip lays the book out and measures it as it starts: in a task of its own, so that
        // React's commit and that setup do not add up to one task long enough to block a tap.
        await yieldToBrowser();
        if (cancelled) return;
        const { startPage, reducedMotion: reduced } = latest.current;
        engine = new PageFlipClass(root, bookSettings({ startPage, reducedMotion: reduced }));
        engine.loadFromHTML(created);
        engineRef.current = engine;
        // Listen only once loaded: loading reports the first spread before the start page.
        engine.on('flip', (event) => latest.current.onTurn(Number(event.data)));
        engine.on('changeOrientation', (event) => {
          const next = layoutOf(event.data);
          setLayout(next);
          latest.current.onLayout(next);
        });
        engine.on('changeState', (event) => {
          setState(event.data);
          if (event.data === 'read' && updateWhenRead.current) {
            updateWhenRead.current = false;
            engine?.update();
          }
        });
        const initial = layoutOf(engine.getOrientation());
        setLayout(initial);
        setState('read');
        latest.current.onLayout(initial);
        latest.current.onTurn(engine.getCurrentPageIndex());
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error : new Error(String(error)));
      });

    return () => {
      cancelled = true;
      engineRef.current = undefined;
      engine?.destroy();
      root.remove();
    };
  }, [pages, latest]);

  // The frame changes size without a window resize when the reader goes fullscreen in-page.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver !== 'function') return;
    let frameRequest = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frameRequest);
      frameRequest = requestAnimationFrame(updateWhenStill);
    });
    observer.observe(frame);
    return () => {
      cancelAnimationFrame(frameRequest);
      observer.disconnect();
    };
  }, [updateWhenStill]);

  // Zoomed in, a drag pans; zoomed out or with reduced motion, swipes and taps turn without the curl.
  const mode = pointerMode(zoom, reducedMotion);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || mode === 'book') return;
    const stop = (event: Event) => event.stopPropagation();
    for (const type of BLOCKED_WHILE_OWN_GESTURES) frame.addEventListener(type, stop, { capture: true });

    let drag: { pointerId: number; start: Point; pan: Point } | undefined;
    const frameSize = () => ({ width: frame.clientWidth, height: frame.clientHeight });
    const local = (event: PointerEvent): Point => {
      const box = frame.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      drag = { pointerId: event.pointerId, start: local(event), pan: { ...panRef.current } };
      frame.setPointerCapture?.(event.pointerId);
      if (mode === 'pan') event.preventDefault();
    };
    const onMove = (event: PointerEvent) => {
      if (!drag || drag.pointerId !== event.pointerId || mode !== 'pan') return;
      const point = local(event);
      const moved = { x: drag.pan.x + point.x - drag.start.x, y: drag.pan.y + point.y - drag.start.y };
      setPan(clampPan(moved, zoom, frameSize()));
    };
    const onUp = (event: PointerEvent) => {
      if (!drag || drag.pointerId !== event.pointerId) return;
      const { start } = drag;
      drag = undefined;
      if (mode !== 'swipe') return;
      const turn = gestureTurn(start, local(event), frame.clientWidth);
      if (turn) latest.current.onGesture(turn);
    };
    const onCancel = () => {
      drag = undefined;
    };
    frame.addEventListener('pointerdown', onDown);
    frame.addEventListener('pointermove', onMove);
    frame.addEventListener('pointerup', onUp);
    frame.addEventListener('pointercancel', onCancel);
    return () => {
      for (const type of BLOCKED_WHILE_OWN_GESTURES) frame.removeEventListener(type, stop, { capture: true });
      frame.removeEventListener('pointerdown', onDown);
      frame.removeEventListener('pointermove', onMove);
      frame.removeEventListener('pointerup', onUp);
      frame.removeEventListener('pointercancel', onCancel);
    };
  }, [mode, zoom, latest, panRef]);

  // A new zoom keeps the page covering the frame; at 100% or less it is centred.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setPan((current) => clampPan(current, zoom, { width: frame.clientWidth, height: frame.clientHeight }));
  }, [zoom]);

  // A failed engine load reaches the island's error boundary.
  if (failure) throw failure;

  const transform =
    zoom === 1 && pan.x === 0 && pan.y === 0 ? undefined : `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`;

  return (
    <div
      ref={frameRef}
      className="reader-book"
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      data-state={state}
      data-layout={layout}
      data-pointer-mode={mode}
      data-alone={props.alone}
    >
      <div className="reader-book__zoom" style={transform ? { transform } : undefined}>
        <div ref={hostRef} className="reader-book__host" />
      </div>
      {sheets.map((sheet, index) =>
        createPortal(
          <BookPage src={pages[index] ?? ''} alt={alts[index] ?? ''} loaded={isLoaded(index)} number={index + 1} />,
          sheet,
          `page-${index}`,
        ),
      )}
    </div>
  );
}
