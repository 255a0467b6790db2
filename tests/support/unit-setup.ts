/**
 * Every unit test: a console error fails it (errors that are only logged still count), and
 * Testing Library's findBy/waitFor wait long enough for a real auth emulator and a real API on a
 * busy machine. A passing test waits no longer for it; only a failing one does.
 */
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 15_000 });

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  const errors = consoleErrors;
  consoleErrors = [];
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
