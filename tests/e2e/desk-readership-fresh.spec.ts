/**
 * A story published after the build is read on the 404 page (from the API); its view is counted as
 * any other story's and shows on the desk under its title, and the library finds its figures by
 * the same path. Written straight into the stack's database, as fresh-items.spec.ts does, and
 * removed after the test.
 */
import { devices } from '@playwright/test';
import type { StoredItem } from '../../api/storage/db.ts';
import type { LibraryEntry } from '../../contract/desk.ts';
import type { ReadershipReport } from '../../contract/readership.ts';
import { adminRead, expect, test } from '../support/desk.ts';
import { withE2eDatabase } from '../support/e2e-database.ts';
import { E2E_SITE_URL } from '../support/e2e-stack.ts';
import { apiGet } from '../support/pages.ts';

const viewsOf = async (path: string) =>
  (await adminRead<ReadershipReport>('/readership?days=1')).pages.find((entry) => entry.path === path)?.views ?? 0;

const id = `fresh-read-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test.afterEach(() => {
  withE2eDatabase((db) => db.deleteItem(id));
});

test('a story published after the build is counted when read, and shows on the desk under its title', async ({
  playwright,
  launchOptions,
  editorPage,
}) => {
  const [seeded] = await apiGet<StoredItem[]>('/blogs');
  if (!seeded) throw new Error('no blogs seeded');
  const title = `Counted Though Fresh ${id}`;
  withE2eDatabase((db) =>
    db.insertItem({ ...seeded, id, title, position: undefined, createdAt: new Date().toISOString() }),
  );
  const path = `/blogs/${id}`;

  // A desktop Chrome's user agent: headless Chrome is a bot, and bots are not counted.
  const userAgent = devices['Desktop Chrome'].userAgent;
  const readerBrowser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--user-agent=${userAgent}`],
  });
  const page = await readerBrowser.newPage({ baseURL: E2E_SITE_URL, userAgent });
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Leaving the page sends its beacon.
  await page.goto('/about', { waitUntil: 'load' });
  await expect.poll(() => viewsOf(path)).toBe(1);
  await readerBrowser.close();

  const library = await adminRead<{ entries: LibraryEntry[] }>('/library');
  expect(library.entries.find((entry) => entry.id === id)?.livePath).toBe(path);

  await editorPage.goto('/desk#/readership');
  const stories = editorPage.getByRole('region', { name: 'Top stories' });
  await expect(stories.getByRole('link', { name: title })).toHaveAttribute('href', `#/edit/blog/${id}`);
});
