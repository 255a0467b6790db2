/**
 * An editor makes an issue from a print PDF on the desk: drops the file, follows the import page by
 * page, leaves and comes back to it, and opens the draft issue it made. Real sign-in, a real PDF
 * (printed by pdfkit, as the seed's), the real import process.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printIssuePdf } from '../../api/seed/issue-pdf.ts';
import { expect, test } from '../support/desk.ts';

test('an editor imports a print PDF into a draft issue, leaving and coming back meanwhile', async ({
  editorPage: page,
}) => {
  test.setTimeout(360_000);
  const title = `Imported ${Date.now()}`;
  const pages = Array.from({ length: 6 }, (_, index) => ({
    headline: `Story ${index + 1}`,
    body: ['Mist on the estates, and the tea made by hand.'],
    columns: 2 as const,
    bookmark: `Story ${index + 1}`,
  }));
  const file = join(mkdtempSync(join(tmpdir(), 'desk-import-')), 'print.pdf');
  writeFileSync(file, await printIssuePdf(pages, { title }));

  await page.goto('/desk');
  await page.getByRole('link', { name: 'New issue from a PDF' }).click();
  await page.getByLabel('Choose a PDF').setInputFiles(file);
  await expect(page).toHaveURL(/#\/import\/\d+$/);
  const address = page.url();

  // The import goes on without the screen: the library, then the import's address again.
  await page.goto('/desk');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.goto(address);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const open = page.getByRole('link', { name: 'Check and publish the issue' });
  await expect(open).toBeVisible({ timeout: 300_000 });
  await expect(page.getByRole('status')).toHaveText('The issue is ready as a draft.');

  await open.click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Title')).toBeVisible();
});
