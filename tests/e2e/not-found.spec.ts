import { expect, test } from '@playwright/test';
import { TIMINGS } from '../../src/config/ui.ts';
import { holdScripts } from '../support/held-scripts.ts';
import { pauseClock, watchForLeaving } from '../support/page-clock.ts';

test('an unknown path shows the 404 page, then goes home after 3 seconds', async ({ page }) => {
  // The page's clock stands still, so however slow the machine the 3 seconds pass only when the
  // test moves it: not before, and not long after.
  await pauseClock(page);
  const hasLeft = await watchForLeaving(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(TIMINGS.notFoundRedirectMs).toBe(3000);
  await page.clock.runFor(TIMINGS.notFoundRedirectMs - 100);
  expect(await hasLeft('/no-such-page')).toBe(false);
  await page.clock.runFor(200);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
});

test('the 3 seconds count from when the page is shown, however late its scripts arrive', async ({ page }) => {
  await pauseClock(page);
  const hasLeft = await watchForLeaving(page);
  // Every script file waits on the network, as on a slow connection, until the 3 seconds are over:
  // only what the page does as it is shown can start them.
  const scripts = await holdScripts(page);
  await page.goto('/no-such-page', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.clock.runFor(TIMINGS.notFoundRedirectMs - 100);
  expect(await hasLeft('/no-such-page')).toBe(false);
  await page.clock.runFor(200);
  await expect.poll(() => hasLeft('/no-such-page')).toBe(true);
  expect(scripts.waiting()).toBeGreaterThan(0);
  await scripts.release();
  await page.waitForURL((url) => url.pathname === '/');
});
