/** A console error in a unit test fails it: errors that are only logged still count. */
import { afterEach, beforeEach, vi } from 'vitest';

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
