/** Who may use the desk: a signed-in reader without the editor claim is refused, and sees nothing else. */
import { DESK_ANSWERS } from '../../contract/desk.ts';
import { createReader } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, signInToDesk, test } from '../support/desk.ts';

test('a reader without the editor claim is refused and sees nothing of the desk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/desk', { waitUntil: 'load' });
  // Nobody signed in on this browser: the sign-in form is the page, and the desk's code waits for
  // the editor to reach for it.
  await expect(page.getByRole('form', { name: 'Sign in to the desk' })).toBeVisible();
  expect(scripts.filter((path) => /\/_astro\/Desk\./.test(path))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await signInToDesk(page, await createReader('Curious Reader'));
  await expect(page.getByRole('alert').filter({ hasText: DESK_ANSWERS.notEditor })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Library' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^New / })).toHaveCount(0);
});

test('an editor’s library and editor are usable and axe-clean', async ({ editorPage: page }) => {
  await page.goto('/desk');
  // Signed in on this browser: marked before the first paint, past the content security policy.
  await expect(page.locator('html')).toHaveAttribute('data-signed-in-hint', '');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: / of \d+/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New blog' }).click();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
