/**
 * The book: page-flip in HTML mode around page elements this component creates itself, so that
 * page-flip may move them around while React only fills each one through a portal. A page outside
 * the loaded range is an empty sheet showing its number (reader.css), so its image is neither
 * fetched nor kept, and it has no portal: React mounts one only for the few pages near the open
 * spread (a portal sets up React's event listeners on its sheet, which for every page of a long
 * issue at once was a task long enough to block a tap). It sits in the BookFrame, which zooms it
 * and owns the gestures.
 */
import type { FlippingState, PageFlip } from 'page-flip';
import {
  startTransition,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { bookSettings, layoutOf } from '../../lib/reader/book.ts';
import type { Layout } from '../../lib/reader/pages.ts';
import type { PageLink } from '../../../contract/issue-links.ts';
import { BookPage } from './BookPage.tsx';
import { useLatest } from './hooks.ts';
import { PageLinks } from './PageLinks.tsx';
import { loadPageFlip } from './page-flip-loader.ts';
import { afterNextFrame } from '../../lib/browser/yield-to-browser.ts';

export interface FlipbookHandle {
  /** Whether page-flip has drawn the book: until then a turn is only a new page to start at. */
  ready: () => boolean;
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
  /** Each page's zoom picture, where it has one (issues made from a print PDF). */
  zoomPages?: readonly (string | undefined)[];
  /** Whether the reader is zoomed in: the spread on show then swaps to its zoom pictures. */
  zoomed?: boolean;
  alts: readonly string[];
  /** The page to open at, read when page-flip starts. */
  startPage: number;
  isLoaded: (index: number) => boolean;
  /** Whether the page is in the spread on show: only its printed links are laid over it. */
  isShown?: (index: number) => boolean;
  /** The links printed on each page, index by index (issues made from a print PDF). */
  links?: readonly (readonly PageLink[])[];
  /** The issue's id, for the addresses of links to its pages. */
  issueId?: string;
  /** A link to another page of the issue was followed: turn to it (from 0). */
  onLinkTurn?: (index: number) => void;
  reducedMotion: boolean;
  /** page-flip reports the first page of the spread it now shows. */
  onTurn: (reported: number) => void;
  onLayout: (layout: Layout) => void;
  onState: (state: FlippingState) => void;
}

export function Flipbook(props: FlipbookProps): ReactNode {
  const { ref, pages, zoomPages, zoomed, alts, isLoaded, isShown, links, issueId, onLinkTurn } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<PageFlip | undefined>(undefined);
  const [sheets, setSheets] = useState<HTMLElement[]>([]);
  const [failure, setFailure] = useState<Error | undefined>(undefined);
  const latest = useLatest(props);
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
      ready: () => engineRef.current !== undefined,
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
      sheet.dataset.number = String(index + 1);
      if (index === 0 || index === pages.length - 1) sheet.dataset.density = 'hard';
      return sheet;
    });
    // Rendered in short pieces, as the rest of the book's coming to life.
    startTransition(() => setSheets(created));

    let engine: PageFlip | undefined;
    let cancelled = false;
    loadPageFlip()
      .then(async (PageFlipClass) => {
        // page-flip lays the book out and measures it as it starts: in a task of its own, after the
        // browser has laid out what React just committed (the book's sheets, the text view), so that
        // neither React's commit nor that layout adds to page-flip's setup in one long task.
        await afterNextFrame();
        if (cancelled) return;
        const { startPage, reducedMotion: reduced } = latest.current;
        engine = new PageFlipClass(root, bookSettings({ startPage, reducedMotion: reduced }));
        engine.loadFromHTML(created);
        engineRef.current = engine;
        // Listen only once loaded: loading reports the first spread before the start page.
        engine.on('flip', (event) => latest.current.onTurn(Number(event.data)));
        engine.on('changeOrientation', (event) => latest.current.onLayout(layoutOf(event.data)));
        engine.on('changeState', (event) => {
          latest.current.onState(event.data);
          if (event.data === 'read' && updateWhenRead.current) {
            updateWhenRead.current = false;
            engine?.update();
          }
        });
        // The book's first report and its reveal below are rendered as transitions, in short
        // pieces: each re-renders the whole reader.
        const started = engine;
        startTransition(() => {
          latest.current.onLayout(layoutOf(started.getOrientation()));
          latest.current.onTurn(started.getCurrentPageIndex());
        });
        // page-flip sizes its pages as it draws its first frame: until that frame has been drawn
        // the book stays hidden under the page shown before it (a page not sized yet showed a line
        // of its image's text, and its growing to the page's size was a layout shift).
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (!cancelled) startTransition(() => latest.current.onState('read'));
          }),
        );
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

  // A failed engine load reaches the island's error boundary.
  if (failure) throw failure;

  return (
    <>
      <div ref={hostRef} className="reader-book__host" />
      {sheets.map((sheet, index) =>
        isLoaded(index)
          ? createPortal(
              <>
                <BookPage
                  src={pages[index] ?? ''}
                  zoomSrc={zoomPages?.[index]}
                  zoomed={zoomed === true && isShown?.(index) === true}
                  alt={alts[index] ?? ''}
                />
                {issueId !== undefined && onLinkTurn && isShown?.(index) && (
                  <PageLinks issueId={issueId} links={links?.[index] ?? []} onTurn={onLinkTurn} />
                )}
              </>,
              sheet,
              `page-${index}`,
            )
          : null,
      )}
    </>
  );
}
