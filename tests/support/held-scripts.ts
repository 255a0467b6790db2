/**
 * A slow network for the page's code: scripts asked for from now on wait until the test lets them
 * through, so a test can act on a page whose islands have not woken yet, however fast the machine.
 */
import type { Page } from '@playwright/test';

export interface HeldScripts {
  /** Lets every held script, and every later one, through. */
  release: () => Promise<void>;
  /** How many script requests are waiting. */
  waiting: () => number;
}

/** Holds every script, or those whose address matches `only` (one island's code). */
export async function holdScripts(page: Page, only: RegExp = /\.m?js(\?|$)/): Promise<HeldScripts> {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  await page.route(only, async (route) => {
    waiting += 1;
    await opened;
    waiting -= 1;
    // The page may have gone (a test that failed early); nothing is left to answer then.
    await route.continue().catch(() => undefined);
  });
  return {
    release: async () => {
      open();
      await page.unroute(only);
    },
    waiting: () => waiting,
  };
}
