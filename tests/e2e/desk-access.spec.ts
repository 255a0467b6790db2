/** Who may use the desk: a signed-in reader without the editor claim is refused, and sees nothing else. */
import { DESK_ANSWERS } from '../../contract/desk.ts';
import { createReader } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, signInToDesk, test } from '../support/desk.ts';

test('a reader without the editor claim is refused and sees nothing of the desk', async ({ page }) => {
  await page.goto('/desk');
  expect(await axeViolations(page)).toEqual([]);
  await signInToDesk(page, await createReader('Curious Reader'));
  await expect(page.getByRole('alert').filter({ hasText: DESK_ANSWERS.notEditor })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Library' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^New / })).toHaveCount(0);
});

test('an editor’s library and editor are usable and axe-clean', async ({ editorPage: page }) => {
  await page.goto('/desk');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: / of \d+/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New blog' }).click();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
