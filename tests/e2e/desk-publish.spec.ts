/**
 * An editor writes an article on the desk with two uploaded images, previews it, publishes it,
 * watches the rebuild reach live and reads the page; later changes stay off the live page until
 * published. Real sign-in, real uploads, real rebuild.
 */
import { apiGet } from '../support/pages.ts';
import { expect, pngFile, test } from '../support/desk.ts';

test('an editor writes, illustrates, previews and publishes an article, then reads it live', async ({
  editorPage: page,
}) => {
  test.setTimeout(240_000);
  const title = `Desk dawn ${Date.now()}`;
  await page.goto('/desk#/new/blog');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('Written on the desk.');
  await page.getByLabel('Topic').selectOption('travel');
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.click();
  await page.keyboard.type('The first light over the ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('tea hills');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A second paragraph.');

  await page
    .getByLabel('Choose images')
    .setInputFiles([await pngFile('first.png', '#2a6f4f'), await pngFile('second.png', '#b07a2a')]);
  await page.getByLabel('Alt text for image 1').fill('Tea hills at dawn');
  await page.getByLabel('Alt text for image 2').fill('A planter’s bungalow');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();

  await page.getByLabel('Desktop (1280 px)').check();
  const preview = page.frameLocator('iframe[title="Preview at 1280 pixels wide"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.locator('.article__body strong')).toHaveText('tea hills');
  await expect(preview.getByRole('img', { name: 'Tea hills at dawn' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  const steps = page.getByRole('list', { name: 'Publishing' });
  await expect(steps).toBeVisible();
  const live = page.getByRole('link', { name: /^\/blogs\// });
  await expect(live).toBeVisible({ timeout: 180_000 });
  await expect(steps.getByText('Live')).toHaveAttribute('aria-current', 'step');

  await live.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.article__body strong')).toHaveText('tea hills');
  await expect(page.getByRole('img', { name: 'Tea hills at dawn' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A planter’s bungalow' })).toBeAttached();

  // Back on the desk, a change to the live article is saved but readers keep the published one.
  const id = new URL(page.url()).pathname.split('/').filter(Boolean).pop() ?? '';
  await page.goto(`/desk#/edit/blog/${id}`);
  await page.getByLabel('Title').fill(`${title}, revised`);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();
  await expect(page.getByText('Changes saved here are not live yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update live page' })).toBeVisible();
  expect((await apiGet<{ title: string }>(`/blogs/${id}`)).title).toBe(title);
});
