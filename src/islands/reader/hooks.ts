/** Browser state the reader follows: media queries, fullscreen, the portrait-phone alert, shortcuts. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { TIMINGS } from '../../config/ui.ts';
import { readerKeyAction, type ReaderAction } from '../../lib/reader/keys.ts';
import {
  isPhonePortrait,
  readAlertChoice,
  saveAlertChoice,
  shouldSuggestLandscape,
  type AlertChoice,
} from '../../lib/reader/orientation.ts';

function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}

/** The latest value, for event handlers registered once. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

export interface Fullscreen {
  active: boolean;
  toggle: () => void;
  exit: () => void;
  /** The browser's fullscreen only (locking the orientation needs it). */
  enterNative: () => Promise<void>;
}

/**
 * The browser's fullscreen for the reader, or, where the page may not go fullscreen (iPhone Safari),
 * the reader stretched over the whole window.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [stretched, setStretched] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement != null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  const enterNative = useCallback(async () => {
    const element = target.current;
    if (!element || typeof element.requestFullscreen !== 'function' || document.fullscreenEnabled === false) {
      throw new Error('Fullscreen is not available');
    }
    await element.requestFullscreen();
  }, [target]);

  const exit = useCallback(() => {
    setStretched(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const active = native || stretched;
  const toggle = useCallback(() => {
    if (active) exit();
    else enterNative().catch(() => setStretched(true));
  }, [active, enterNative, exit]);

  return { active, toggle, exit, enterNative };
}

export interface LandscapeAlertState {
  open: boolean;
  /** Keeps the choice, so the alert does not come back ("Don't show this again"). */
  remember: (choice: AlertChoice) => void;
  /** Closes the alert for the rest of this visit. */
  close: () => void;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Suggests landscape on a phone held upright, unless a choice is remembered or the alert was closed
 * during this visit. Orientation changes are read 300 ms after they happen (TIMINGS.orientationDelayMs), when
 * the browser has settled its new size; `onSettled` then lets the book fit itself again.
 */
export function useLandscapeAlert(onSettled: () => void): LandscapeAlertState {
  const [open, setOpen] = useState(false);
  const dismissed = useRef(false);
  const settled = useLatest(onSettled);

  useEffect(() => {
    const evaluate = () => {
      const phonePortrait = isPhonePortrait({
        width: window.innerWidth,
        height: window.innerHeight,
        coarsePointer: mediaQuery('(pointer: coarse)')?.matches ?? false,
      });
      const choice = readAlertChoice(localStorageOrUndefined());
      setOpen(shouldSuggestLandscape({ phonePortrait, choice, dismissed: dismissed.current }));
    };
    evaluate();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        evaluate();
        settled.current();
      }, TIMINGS.orientationDelayMs);
    };
    window.addEventListener('orientationchange', schedule);
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('orientationchange', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [settled]);

  const remember = useCallback((choice: AlertChoice) => saveAlertChoice(localStorageOrUndefined(), choice), []);
  const close = useCallback(() => {
    dismissed.current = true;
    setOpen(false);
  }, []);

  return { open, remember, close };
}

/**
 * The reader's shortcuts, anywhere on the page except in form fields. A handler returns false when
 * it did nothing (Escape outside fullscreen), so the key keeps its usual meaning.
 */
export function useReaderKeys(handlers: Record<ReaderAction, () => boolean | void>): void {
  const latest = useLatest(handlers);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = readerKeyAction(event);
      if (!action) return;
      if (latest.current[action]() !== false) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [latest]);
}
