/**
 * Every page starts at the top, smoothly unless the reader prefers less motion. A link to a
 * fragment keeps its target, and Back or Forward returns to the place the reader left the page at:
 * the place is kept in the page's history entry when the reader leaves it.
 */

import { drawEveryBlock } from './draw-all.ts';

/** Where in a history entry's state the place is kept. */
export const PLACE_KEY = 'serendibScrollY';

type EntryWindow = Pick<
  Window,
  'document' | 'location' | 'history' | 'matchMedia' | 'scrollTo' | 'scrollY' | 'addEventListener'
> & {
  performance?: Pick<Performance, 'getEntriesByType'>;
};

function cameBackOrForward(win: EntryWindow): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

function placeIn(state: unknown): number | undefined {
  const place = state && typeof state === 'object' ? (state as Record<string, unknown>)[PLACE_KEY] : undefined;
  return typeof place === 'number' && Number.isFinite(place) && place >= 0 ? place : undefined;
}

export function scrollToTopOnEntry(win: EntryWindow = window): void {
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
  win.addEventListener('pagehide', () => {
    const state = win.history.state && typeof win.history.state === 'object' ? win.history.state : {};
    win.history.replaceState({ ...state, [PLACE_KEY]: Math.round(win.scrollY) }, '');
  });
  const place = cameBackOrForward(win) ? placeIn(win.history.state) : undefined;
  if (place !== undefined) {
    drawEveryBlock(win.document.documentElement);
    win.scrollTo({ top: place, left: 0, behavior: 'auto' });
    return;
  }
  if (win.location.hash) return;
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
}
