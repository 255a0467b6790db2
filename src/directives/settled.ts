/**
 * `client:settled`: an island that wakes once the page has loaded and the browser is idle, or at
 * once when a reader reaches for it first (a pointer over it, a touch, focus inside it, or a key
 * pressed anywhere on the page, the reader's shortcuts being page-wide). Until then its
 * server-rendered HTML is the page: the flipbook reader's first page paints as plain HTML, and
 * the reader's code neither competes with it for the network nor blocks the main thread while the
 * page is still loading.
 *
 * Woken by idleness, it loads in steps, each in an idle moment of its own: the framework's renderer
 * (React DOM, the largest script), then the island's own code, then the hydration. Evaluating
 * them all at once was one task long enough to block input on a slow phone; apart, the browser
 * can answer a tap between them. A reader reaching for the island skips the waiting.
 */
import type { ClientDirective } from 'astro';
import { INTERACTION_EVENTS } from './interaction.ts';

/** How long an idle moment may be waited for once the page has loaded. */
export const SETTLED_IDLE_TIMEOUT_MS = 2000;

/** The island's scripts, as Astro names them on the island element, in the order they are loaded. */
export const SETTLED_STEPS = ['renderer-url', 'component-url'] as const;

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
  let hurried = false;
  let endPause: (() => void) | undefined;
  const pause = () =>
    hurried
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          endPause = resolve;
          whenIdle(win, resolve);
        });
  const wake = async () => {
    if (started) return;
    started = true;
    for (const step of SETTLED_STEPS) {
      const url = el.getAttribute(step);
      if (hurried || !url) continue;
      // A script that fails here fails again, and is reported, when Astro loads it below.
      await import(/* @vite-ignore */ url).catch(() => undefined);
      await pause();
    }
    const hydrate = await load();
    await hydrate();
  };
  const reach = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, reach);
    win.document.removeEventListener('keydown', reach);
    hurried = true;
    endPause?.();
    void wake();
  };
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, reach, { passive: true });
  win.document.addEventListener('keydown', reach);
  afterLoad(win, () => whenIdle(win, () => void wake()));
};

export default settled;
