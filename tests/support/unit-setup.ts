/**
 * Every unit test: a console error fails it (errors that are only logged still count), and
 * Testing Library's findBy/waitFor wait long enough for a real auth emulator and a real API on a
 * busy machine. A passing test waits no longer for it; only a failing one does. Every test leaves
 * what it stubbed, its fake timers and, under jsdom, the window as it found them, so no test
 * depends on the ones that ran before it (`npm test` runs them in a shuffled order).
 */
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetWindow, trackListeners } from './window-reset.ts';

configure({ asyncUtilTimeout: 15_000 });

let consoleErrors: unknown[][] = [];

const underJsdom = typeof document !== 'undefined';

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  if (underJsdom) trackListeners();
});

// Registered first, so it runs after the test file's own afterEach hooks and after dom-setup.ts's.
afterEach(() => {
  try {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    if (underJsdom) resetWindow();
  } finally {
    vi.mocked(console.error).mockRestore();
  }
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
