/**
 * Readership figures end to end: a reader's page view on the built site reaches the API as a
 * beacon when the reader leaves the page (past the content security policy, with no cookie), and
 * shows on the desk's Readership screen. Other specs read pages meanwhile, so the figures are
 * checked as grown by at least this reader's view.
 */
import { READ_TO_END_PERCENT } from '../../contract/beacon-limits.ts';
import type { ReadershipReport } from '../../contract/readership.ts';
import { axeViolations } from '../support/axe.ts';
import { devices } from '@playwright/test';
import { adminRead, expect, test } from '../support/desk.ts';
import { E2E_SITE_URL } from '../support/e2e-stack.ts';
import { apiGet } from '../support/pages.ts';

const viewsOf = async (path: string) =>
  (await adminRead<ReadershipReport>('/readership?days=1')).pages.find((entry) => entry.path === path)?.views ?? 0;

test('a story read and left is counted, and shows on the desk’s Readership screen', async ({
  playwright,
  launchOptions,
  editorPage,
}) => {
  // A beacon leaves a page being unloaded with the browser's own user agent, not one a test sets on
  // the page: the reader's browser is started as a desktop Chrome (headless Chrome is a bot).
  const userAgent = devices['Desktop Chrome'].userAgent;
  const readerBrowser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--user-agent=${userAgent}`],
  });
  const page = await readerBrowser.newPage({ baseURL: E2E_SITE_URL, userAgent });
  const stories = await apiGet<{ id: string }[]>('/blogs');
  // The oldest story: the one other specs are least likely to open.
  const story = stories.at(-1);
  if (!story) throw new Error('The e2e stack has no blogs');
  const path = `/blogs/${story.id}`;
  const before = await viewsOf(path);
  // What the page hands to navigator.sendBeacon, kept by the test (in the tab's session storage) to
  // read after the page is left.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const queued = send(url, body);
      sessionStorage.setItem(`beacon:${location.pathname}`, JSON.stringify({ url, body, queued }));
      return queued;
    };
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.keyboard.press('End');
  // The page scrolls smoothly: the reader reaches the end of the story before leaving it.
  await expect
    .poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight))
    .toBe(true);
  // Leaving the page sends its beacon (which Playwright does not see leave an unloading page).
  await page.goto('/about', { waitUntil: 'load' });
  const handed = JSON.parse(
    (await page.evaluate((key: string) => sessionStorage.getItem(key), `beacon:${path}`)) ?? '{}',
  );
  expect(handed).toMatchObject({ url: expect.stringMatching(/\/api\/readership\/beacon$/), queued: true });
  const sent = JSON.parse(handed.body) as { path: string; read: number };
  expect(sent.path).toBe(path);
  expect(sent.read).toBeGreaterThanOrEqual(READ_TO_END_PERCENT);
  await expect.poll(() => viewsOf(path)).toBeGreaterThan(before);
  expect(await page.context().cookies()).toEqual([]);
  await readerBrowser.close();

  await editorPage.goto('/desk#/readership');
  const figures = editorPage.getByRole('region', { name: 'Readership' });
  await expect(figures.getByRole('button', { name: '7 days', pressed: true })).toBeVisible();
  const stories7 = figures.getByRole('region', { name: 'Top stories' });
  await expect(stories7.getByRole('row', { name: new RegExp(path) })).toBeVisible();
  await expect(figures.getByRole('img', { name: /Page views and readers by day/ })).toBeVisible();
  await figures.getByRole('button', { name: 'Today' }).click();
  await expect(figures.getByRole('button', { name: 'Today', pressed: true })).toBeVisible();
  await expect(stories7.getByRole('row', { name: new RegExp(path) })).toBeVisible();
  expect(await axeViolations(editorPage)).toEqual([]);
});
