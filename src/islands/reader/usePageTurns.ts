/**
 * Which page the reader is on, and turning: the page asked for and the page the book reports, the
 * layout (spreads or single pages), and the address, which follows the page being read. Turns
 * asked for before the book is drawn (a key that woke the reader) move the page it will open at.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { pageHref, readPageParam } from '../../lib/reader/page-param.ts';
import { tellPageTurn } from '../../lib/readership/events.ts';
import {
  clampPage,
  inRange,
  nextPage,
  pageAfterTurn,
  previousPage,
  spreadOf,
  type Layout,
} from '../../lib/reader/pages.ts';
import type { FlipbookHandle } from './Flipbook.tsx';
import { useLatest } from './hooks.ts';

export interface PageTurns {
  current: number;
  /** The page being turned to, until the book reports it. */
  wanted: number | undefined;
  layout: Layout;
  /** The page the issue opened at (from the address, a page's own address, or the cover). */
  openedAt: number;
  goTo: (page: number | undefined) => void;
  next: () => void;
  previous: () => void;
  onTurn: (reported: number) => void;
  onLayout: (layout: Layout) => void;
}

/**
 * `initialPage` is the page the server rendered (the page of a page's own address, or the cover):
 * the address's `?page=` is read once hydrated, the server having no address to read.
 */
export function usePageTurns(total: number, initialPage: number, book: RefObject<FlipbookHandle | null>): PageTurns {
  const [current, setCurrent] = useState(initialPage);
  const [openedAt, setOpenedAt] = useState(initialPage);
  const [wanted, setWanted] = useState<number | undefined>(initialPage);
  const [layout, setLayout] = useState<Layout>('spread');
  const wantedRef = useRef<number | undefined>(initialPage);
  const state = useLatest({ current, layout });

  // Read into the latest state at once, so a turn asked for before React renders counts from it.
  const setPage = useCallback(
    (page: number) => {
      state.current = { ...state.current, current: page };
      setCurrent(page);
    },
    [state],
  );

  // Once: the page count may still change, when the issue read says otherwise than its outline.
  const addressRead = useRef(false);
  useEffect(() => {
    if (addressRead.current) return;
    addressRead.current = true;
    const fromAddress = readPageParam(window.location.search, total);
    if (fromAddress === undefined) return;
    setOpenedAt(fromAddress);
    wantedRef.current = fromAddress;
    setWanted(fromAddress);
    setPage(fromAddress);
  }, [total, setPage]);

  // The address follows the page, so a reload or a shared link opens it again. Not on opening:
  // the address already names the page the reader opens at.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    const href = pageHref(window.location.href, current);
    if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
    tellPageTurn(current + 1);
  }, [current]);

  const goTo = useCallback(
    (target: number | undefined) => {
      if (target === undefined) return;
      const page = clampPage(target, total);
      const drawn = book.current?.ready() ?? false;
      if (!drawn || inRange(spreadOf(state.current.current, total, state.current.layout), page)) {
        if (!drawn) {
          wantedRef.current = page;
          setWanted(page);
        }
        setPage(page);
        return;
      }
      wantedRef.current = page;
      setWanted(page);
      book.current?.turnTo(page);
    },
    [total, state, book, setPage],
  );

  const onTurn = useCallback(
    (reported: number) => {
      const asked = wantedRef.current ?? state.current.current;
      wantedRef.current = undefined;
      setWanted(undefined);
      // The book can report again before this renders (a layout that waited for the turn to end
      // reports the same spread), and that report is read against this page, not the one before.
      setPage(pageAfterTurn(reported, asked, total, state.current.layout));
    },
    [total, state, setPage],
  );

  const onLayout = useCallback(
    (next: Layout) => {
      state.current.layout = next;
      setLayout(next);
      // Keep the page being read when a spread splits into single pages or the other way round.
      wantedRef.current = state.current.current;
      book.current?.show(state.current.current);
    },
    [state, book],
  );

  return {
    current,
    wanted,
    layout,
    openedAt,
    goTo,
    next: () => goTo(nextPage(state.current.current, total, state.current.layout)),
    previous: () => goTo(previousPage(state.current.current, total, state.current.layout)),
    onTurn,
    onLayout,
  };
}
