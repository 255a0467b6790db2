/**
 * Page time that stands still from the start and moves only when a test says so
 * (`page.clock.runFor`), so a busy machine cannot make a timed change come early or late.
 */
import type { Page } from '@playwright/test';

/**
 * Installs the page's clock at `start` and pauses it. Playwright's clock flows from `install()`
 * until `pauseAt()`, and pausing at a time already passed is an error, so the pause is set a
 * minute ahead: in the future however long a busy machine takes between the two calls. Call it
 * before the page loads; no page timers exist yet, so the jump runs none.
 */
export async function pauseClock(page: Page, start: number = Date.now()): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/**
 * For a timed redirect: answers whether the page has started to leave `path`. `location.replace()`
 * fires the Navigation API's navigate event at once, before any request, so a redirect that comes
 * too early is seen even while the next page is still on its way. Call before the page loads.
 */
export async function watchForLeaving(page: Page): Promise<(path: string) => Promise<boolean>> {
  await page.addInitScript(() => {
    navigation.addEventListener('navigate', (event) => {
      if (new URL(event.destination.url).pathname !== location.pathname) {
        document.documentElement.dataset.leaving = '';
      }
    });
  });
  return async (path) => {
    // A page torn down mid-navigation cannot be asked: it is leaving.
    const leaving = await page.evaluate(() => 'leaving' in document.documentElement.dataset).catch(() => true);
    return leaving || new URL(page.url()).pathname !== path;
  };
}
