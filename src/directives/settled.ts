/**
 * `client:settled`: an island that wakes once the page has loaded and the browser is idle, or at
 * once when a reader reaches for it first (a pointer over it, a touch, focus inside it, or a key
 * pressed anywhere on the page, the reader's shortcuts being page-wide). Until then its
 * server-rendered HTML is the page: the flipbook reader's first page paints as plain HTML, and
 * the reader's code neither competes with it for the network nor blocks the main thread while the
 * page is still loading.
 *
 * An island can ask to wake on idleness only when there is something for it to do at once
 * (`client:settled={{ idleWhen: { searchParam, storageKeys } }}`): when the address carries that
 * search parameter, or this browser keeps one of those local storage keys, or another tab writes
 * one of them while the page is open. Otherwise only a reader reaching for it wakes it. The
 * flipbook reader does so: a first visit shows the page as plain HTML and loads no script
 * until the reader reaches for the book, while a returning reader, who may be offered the page they
 * were reading, gets the reader as soon as the browser is idle. /collections (favourites or saves
 * kept in this browser) and /desk (someone signed in on it) ask the same way: on a first visit the
 * pre-rendered page is already what they would show.
 *
 * An island that asks (`holdSubmits`) has a form submitted before it woke held and handed to it,
 * as under `client:interaction` (src/lib/browser/held-submit.ts), and woken for it. One that asks
 * `holdInput` has the keys and control presses that came before it was live handed to it
 * (src/lib/browser/held-input.ts): the flipbook reader acts on the very key that woke it.
 *
 * It loads in steps: the framework's renderer (React DOM, the largest script), then the island's
 * own code, then the hydration. Evaluating them all at once was one task long enough to block
 * input on a slow phone; apart, the browser can answer a tap between them. Woken by idleness, each
 * step waits for an idle moment of its own; woken by a reader, every step's scripts are fetched at
 * once, and the steps wait only for the browser's next task.
 */
import type { ClientDirective } from 'astro';
import { holdInput } from '../lib/browser/held-input.ts';
import { holdSubmits } from '../lib/browser/held-submit.ts';
import { yieldToBrowser } from '../lib/browser/yield-to-browser.ts';
import { INTERACTION_EVENTS } from './interaction.ts';

/** How long an idle moment may be waited for once the page has loaded. */
export const SETTLED_IDLE_TIMEOUT_MS = 2000;

/** The island's scripts, as Astro names them on the island element, in the order they are loaded. */
export const SETTLED_STEPS = ['renderer-url', 'component-url'] as const;

function afterLoad(win: Window, then: () => void): void {
  if (win.document.readyState === 'complete') then();
  else win.addEventListener('load', () => then(), { once: true });
}

/** What `client:settled={{ ... }}` may say. */
export interface SettledOptions {
  /** Wake on idleness only when the address has this search parameter or one of these keys is kept. */
  idleWhen?: { searchParam?: string; storageKeys?: readonly string[] };
  /**
   * Local storage keys this browser keeps, named on the island (`data-kept`, a space-separated list)
   * before it wakes, so its server-rendered HTML can follow them with CSS alone.
   */
  markKept?: readonly string[];
  /**
   * Hold a submit made before the island woke and hand it over: only for an island whose form takes
   * it with `useHeldSubmit`, as every submit inside the island is held until that form says it is live.
   */
  holdSubmits?: boolean;
  /**
   * Hold the keys pressed on the page and the presses of the island's held-action controls until it
   * is live, and hand them over (src/lib/browser/held-input.ts): for an island that takes them with
   * `takeHeldInput`, so the key or tap that wakes it is acted on.
   */
  holdInput?: boolean;
}

/** Whether idleness may wake the island: always, unless it named the signs of something to do. */
export function wakesOnIdle(win: Window, options: SettledOptions | undefined): boolean {
  const when = options?.idleWhen;
  if (!when) return true;
  if (when.searchParam && new URLSearchParams(win.location.search).has(when.searchParam)) return true;
  try {
    return (when.storageKeys ?? []).some((key) => win.localStorage.getItem(key) !== null);
  } catch {
    // Storage refused (a privacy setting): nothing is remembered, so nothing waits to be offered.
    return false;
  }
}

function whenIdle(win: Window, then: () => void): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(then, { timeout: SETTLED_IDLE_TIMEOUT_MS });
  else win.setTimeout(then, 1);
}

const settled: ClientDirective = (load, options, el) => {
  const win = el.ownerDocument.defaultView ?? window;
  let started = false;
  let hurried = false;
  let endPause: (() => void) | undefined;
  // The browser fetches and runs a module once however often it is imported. A script that fails
  // here fails again, and is reported, when Astro loads it below.
  const importStep = (url: string) => import(/* @vite-ignore */ url).catch(() => undefined);
  const pause = () =>
    // A reader is waiting: only the browser's pending work (their own input first) goes before.
    hurried
      ? yieldToBrowser()
      : new Promise<void>((resolve) => {
          endPause = resolve;
          whenIdle(win, resolve);
        });
  const wake = async () => {
    if (started) return;
    started = true;
    for (const step of SETTLED_STEPS) {
      const url = el.getAttribute(step);
      if (!url) continue;
      await importStep(url);
      await pause();
    }
    const hydrate = await load();
    await hydrate();
  };
  const reach = () => {
    if (hurried) return;
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, reach);
    win.document.removeEventListener('keydown', reach);
    hurried = true;
    // Every step's scripts and what they import are fetched side by side at once: the island's own
    // code no longer waits for the renderer to run first. Each still runs in a task of its own.
    for (const step of SETTLED_STEPS) {
      const url = el.getAttribute(step);
      if (url) void importStep(url);
    }
    endPause?.();
    void wake();
  };
  const wakeOptions = options.value as SettledOptions | undefined;
  if (wakeOptions?.holdSubmits) holdSubmits(el, reach);
  if (wakeOptions?.holdInput) holdInput(el, win.document, reach);
  if (wakeOptions?.markKept) markKept(win, el, wakeOptions.markKept);
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, reach, { passive: true });
  win.document.addEventListener('keydown', reach);
  if (wakesOnIdle(win, wakeOptions)) afterLoad(win, () => whenIdle(win, () => void wake()));
  else
    wakeOnStorageWrite(win, wakeOptions?.idleWhen?.storageKeys ?? [], () => {
      if (!started) whenIdle(win, () => void wake());
    });
};

function markKept(win: Window, el: HTMLElement, keys: readonly string[]): void {
  try {
    el.dataset.kept = keys.filter((key) => win.localStorage.getItem(key) !== null).join(' ');
  } catch {
    // Storage refused: nothing is kept.
  }
}

/** Calls `then` once, when another tab writes one of `keys` (a favourite kept, a sign-in). */
function wakeOnStorageWrite(win: Window, keys: readonly string[], then: () => void): void {
  if (keys.length === 0) return;
  const written = (event: StorageEvent) => {
    if (event.key === null || !keys.includes(event.key) || event.newValue === null) return;
    win.removeEventListener('storage', written);
    then();
  };
  win.addEventListener('storage', written);
}

export default settled;
