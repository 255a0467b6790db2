/**
 * The readership beacon, the page's last script: it gathers one page view's figures
 * (src/lib/readership/page-view.ts) and sends them with `navigator.sendBeacon` when the page is
 * hidden or left. It sets no cookie and keeps nothing in the browser; the view's id is random and
 * lives as long as the page. A reader whose browser sends Do Not Track or Global Privacy Control is
 * not counted at all. Sent as text, the one body a beacon takes to another origin without asking
 * first; if the API is down, the page loses nothing.
 */
import { BEACON_URL_ATTRIBUTE, READERSHIP_EVENT } from '../lib/readership/event-name.ts';
import type { ReadershipNews } from '../lib/readership/events.ts';
import { pageView, referrerHost, seenPercent } from '../lib/readership/page-view.ts';

type BeaconWindow = Window & { navigator: Navigator & { globalPrivacyControl?: boolean } };

/** The address the page gives the beacon (ReadershipBeacon.astro writes it from the API's address). */
export function beaconUrlOf(doc: Document): string | undefined {
  return doc.querySelector(`[${BEACON_URL_ATTRIBUTE}]`)?.getAttribute(BEACON_URL_ATTRIBUTE) ?? undefined;
}

export function startReadershipBeacon(
  win: BeaconWindow = window as BeaconWindow,
  url: string | undefined = beaconUrlOf(win.document),
): void {
  const { navigator, document: doc, location } = win;
  if (!url || navigator.globalPrivacyControl || navigator.doNotTrack === '1' || !navigator.sendBeacon) return;
  const now = () => win.performance.now();
  const view = pageView(
    // getRandomValues, unlike randomUUID, works on a page served without HTTPS too.
    win.crypto.getRandomValues(new Uint32Array(3)).join(''),
    location.pathname,
    referrerHost(doc.referrer, location.host),
    now(),
  );
  const visible = () => doc.visibilityState === 'visible';
  if (!visible()) view.hidden(now());
  // The story's body where the page has one, else the page's main part.
  const body = doc.querySelector('[data-read-body]') ?? doc.querySelector('main');
  const measure = () => {
    const box = body?.getBoundingClientRect();
    if (box) view.seen(seenPercent(box.top, box.height, win.innerHeight));
  };
  const hide = () => {
    // Measured as the reader leaves, not as the page loads: no layout is forced while it does.
    measure();
    view.hidden(now());
    const text = view.beacon();
    if (text) navigator.sendBeacon(url, text);
  };
  for (const type of ['scroll', 'keydown', 'pointermove']) {
    win.addEventListener(type, () => visible() && (view.active(now()), measure()), { passive: true });
  }
  doc.addEventListener('visibilitychange', () => (visible() ? view.active(now()) : hide()));
  win.addEventListener('pagehide', hide);
  doc.addEventListener(READERSHIP_EVENT, (event) => view.tell((event as CustomEvent<ReadershipNews>).detail));
}
