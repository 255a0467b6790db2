/**
 * One page view's figures as the beacon gathers them, without touching the browser: how much of the
 * article body was seen, how long the reader was engaged, the issue pages turned to, the searches
 * not yet sent. The beacon (src/scripts/readership-beacon.ts) feeds it and sends `beacon()`. It is
 * loaded on every page, so it is kept small; the API clamps whatever it sends.
 */
import type { ReadershipNews } from './events.ts';

/** Time after an interaction still counted as reading: a reader may read a screen without touching anything. */
export const IDLE_AFTER_MS = 30_000;

/** The host of the page the reader came from; empty when none or the magazine itself. */
export function referrerHost(referrer: string, ownHost: string): string {
  // A document's referrer is a whole URL, or empty.
  const host = referrer && new URL(referrer).host;
  return host === ownHost ? '' : host;
}

/** Share of an element seen, in percent (the API rounds it): how far down it the viewport's bottom has come. */
export function seenPercent(top: number, height: number, viewportHeight: number): number {
  return 100 * Math.min(1, Math.max(0, (viewportHeight - top) / height));
}

export function pageView(view: string, path: string, referrer: string, startMs: number) {
  const figures = { view, path, referrer, read: 0, engagedMs: 0, pages: [] as number[], signedUp: false };
  let lastActiveMs: number | undefined = startMs;
  let searches: { term: string; results: number }[] = [];
  let sent = '';

  /**
   * Time since the last interaction (up to the idle limit) counts, if the page was visible. The
   * clock is the page's monotonic one; the API rounds the sum.
   */
  const active = (nowMs: number) => {
    if (lastActiveMs !== undefined) figures.engagedMs += Math.min(IDLE_AFTER_MS, nowMs - lastActiveMs);
    lastActiveMs = nowMs;
  };

  return {
    seen(percent: number) {
      figures.read = Math.max(figures.read, percent);
    },
    /** An interaction at `nowMs`, or the page shown again. */
    active,
    hidden(nowMs: number) {
      active(nowMs);
      lastActiveMs = undefined;
    },
    tell(news: ReadershipNews) {
      if ('page' in news) {
        if (figures.pages.at(-1) !== news.page) figures.pages.push(news.page);
      } else if ('search' in news) {
        // Searches run as the reader types: a term that grows the last one replaces it.
        const last = searches.at(-1);
        if (last && news.search.startsWith(last.term)) searches.pop();
        searches.push({ term: news.search, results: news.results });
      } else figures.signedUp = true;
    },
    /** The body to send, or undefined when nothing changed since the last one sent. */
    beacon(): string | undefined {
      const key = JSON.stringify(figures);
      if (key === sent && searches.length === 0) return undefined;
      sent = key;
      // A search is sent once; the figures, which only grow, are sent again in full.
      const body = JSON.stringify({ ...figures, searches });
      searches = [];
      return body;
    },
  };
}
