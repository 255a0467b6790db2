/**
 * Never losing a word: a draft survives a failed save and a reload, a stale save gets the conflict
 * message and overwrites nothing, and a scheduled article goes live at its time. The failed saves
 * are made at the browser's network edge (page.route); everything else is the real stack.
 */
import { DESK_ANSWERS } from '../../contract/desk.ts';
import { apiGet } from '../support/pages.ts';
import { adminRead, adminWrite, draftBlog, expect, runScheduleAsOf, test } from '../support/desk.ts';

const saved = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: 'All changes saved.' });

test('a draft survives a failed save and a reload, then reaches the API', async ({ editorPage: page }) => {
  const { id } = await draftBlog(`Desk kept ${Date.now()}`);
  // The API cannot be reached for this item's saves, as when the network drops.
  await page.route(`**/api/admin/blogs/${id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto(`/desk#/edit/blog/${id}`);
  await page.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Typed while offline.');
  await expect(page.getByRole('alert').filter({ hasText: /^Not saved: The API could not be reached/ })).toBeVisible();

  await page.reload();
  await expect(page.getByText('were brought back')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text' })).toContainText('Typed while offline.');

  await page.unroute(`**/api/admin/blogs/${id}`);
  await expect(saved(page)).toBeVisible({ timeout: 60_000 });
  const stored = await adminRead<{ description: string[] }>(`/blogs/${id}`);
  expect(stored.description.join(' ')).toContain('Typed while offline.');
});

test('a save made from a stale version gets the conflict message and overwrites nothing', async ({
  editorPage: page,
}) => {
  const { id } = await draftBlog(`Desk contested ${Date.now()}`);
  await page.goto(`/desk#/edit/blog/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(/^Desk contested/);
  // A second editor saves first.
  await adminWrite('PUT', `/blogs/${id}`, {
    title: 'Saved by the other editor',
    category: 'travel',
    description: ['Their paragraph.'],
    status: 'draft',
  });
  await page.getByLabel('Title').fill('Mine, made from the old version');
  await expect(page.getByRole('alert').filter({ hasText: DESK_ANSWERS.staleVersion })).toBeVisible();
  const stored = await adminRead<{ title: string }>(`/blogs/${id}`);
  expect(stored.title).toBe('Saved by the other editor');
  await expect(page.getByLabel('Title')).toHaveValue('Mine, made from the old version');
});

test('a scheduled article stays private until its time, then goes live', async ({ editorPage: page }) => {
  const { id } = await draftBlog(`Desk scheduled ${Date.now()}`);
  await page.goto(`/desk#/edit/blog/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(/^Desk scheduled/);
  // Ten minutes ahead in the browser's own time zone; the API's schedule is then run as of that
  // time instead of the test waiting for it (the timer itself is proven in the scheduler's tests).
  const when = await page.evaluate(() => {
    const at = new Date(Date.now() + 10 * 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  });
  await page.getByLabel('Publish at').fill(when);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.locator('.desk-publish .desk-status')).toHaveText('Scheduled');
  // The status can read Scheduled a moment before the desk's save reaches the API: wait for the time.
  let publishAt = '';
  await expect
    .poll(async () => (publishAt = (await adminRead<{ publishAt?: string }>(`/blogs/${id}`)).publishAt ?? ''))
    .not.toBe('');

  expect(await runScheduleAsOf(new Date(Date.parse(publishAt) - 1000).toISOString())).not.toContainEqual({
    kind: 'blog',
    id,
  });
  await expect(apiGet(`/blogs/${id}`)).rejects.toThrow();
  expect(await runScheduleAsOf(publishAt)).toContainEqual({ kind: 'blog', id });
  expect((await apiGet<{ id: string }>(`/blogs/${id}`)).id).toBe(id);
});
