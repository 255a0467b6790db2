/**
 * `client:settled`: an island that wakes once the page has loaded and the browser is idle, or at
 * once when a reader reaches for it first (a pointer over it, a touch, focus inside it, or a key
 * pressed anywhere on the page, the reader's shortcuts being page-wide). Until then its
 * server-rendered HTML is the page: the flipbook reader's first page paints as plain HTML, and
 * the reader's code neither competes with it for the network nor blocks the main thread while the
 * page is still loading.
 */
import type { ClientDirective } from 'astro';
import { INTERACTION_EVENTS } from './interaction.ts';

/** How long an idle moment may be waited for once the page has loaded. */
export const SETTLED_IDLE_TIMEOUT_MS = 2000;

function afterLoad(win: Window, then: () => void): void {
  if (win.document.readyState === 'complete') then();
  else win.addEventListener('load', () => then(), { once: true });
}

function whenIdle(win: Window, then: () => void): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(then, { timeout: SETTLED_IDLE_TIMEOUT_MS });
  else win.setTimeout(then, 1);
}

const settled: ClientDirective = (load, _options, el) => {
  const win = el.ownerDocument.defaultView ?? window;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, start);
    win.document.removeEventListener('keydown', start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { passive: true });
  win.document.addEventListener('keydown', start);
  afterLoad(win, () => whenIdle(win, () => void start()));
};

export default settled;
