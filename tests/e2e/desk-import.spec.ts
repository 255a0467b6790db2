/**
 * An editor makes an issue from a print PDF on the desk: drops the file, follows the import page by
 * page, leaves and comes back to it, and opens the draft issue it made; then checks it page by page
 * (corrects a page's words, moves and removes pages, replaces one from a picture) and publishes it,
 * and readers find the corrected words in the issue's text and in search. Real sign-in, a real PDF
 * (printed by pdfkit, as the seed's), the real import process, the real rebuild.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printIssuePdf } from '../../api/seed/issue-pdf.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, pngFile, test } from '../support/desk.ts';
import { E2E_SITE_URL } from '../support/e2e-stack.ts';
import { apiGet } from '../support/pages.ts';

/** A word found nowhere else, so search can only find it on the corrected page. */
const unheardWord = () =>
  `zql${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('an editor imports a print PDF, leaves and comes back, corrects the draft page by page and publishes it', async ({
  editorPage: page,
  browser,
}) => {
  test.setTimeout(900_000);
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
  // The import's own process may take minutes to start on a busy machine; until the PDF is open
  // the job is named by its file, then by the title the PDF's metadata gives.
  const open = page.getByRole('link', { name: 'Check and publish the issue' });
  await expect(open).toBeVisible({ timeout: 300_000 });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('The issue is ready as a draft.');

  await open.click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Title')).toBeVisible();

  // Each page's picture beside its words, as the import read them.
  const region = (number: number) => page.getByRole('region', { name: new RegExp(`^Page ${number}\\b`) });
  await expect(region(2).getByLabel('Headline')).toHaveValue('Story 2');
  await expect(region(2).getByLabel(/^Text/)).toHaveValue(/Mist on the estates/);
  expect(await axeViolations(page)).toEqual([]);

  // Page 2's words corrected; the last page removed; page 5 moved before page 4.
  const word = unheardWord();
  await region(2).getByLabel('Headline').fill('Story 2, corrected');
  await region(2).getByLabel(/^Text/).fill(`The estates at dawn, and the ${word} picked by hand.`);
  await page.getByRole('button', { name: 'Remove page 6' }).click();
  await page.getByRole('button', { name: 'Move page 5 earlier' }).click();
  await expect(region(4).getByLabel('Headline')).toHaveValue('Story 5');
  await expect(page.getByRole('region', { name: /^Page \d/ })).toHaveCount(5);

  // Page 3 replaced by a picture of a new advert: it has no words now, so it needs alt text.
  await page.getByRole('button', { name: 'Replace page 3' }).click();
  const replace = page.getByRole('form', { name: 'Replace page 3' });
  await replace.getByLabel('A picture of the page, or a PDF').setInputFiles(await pngFile('advert.png', '#7a2a4f'));
  await replace.getByRole('button', { name: 'Replace the page' }).click();
  await expect(page.getByText('Page 3 was replaced. Check its text and links.')).toBeVisible();
  await expect(region(3).getByText(/^No text on this page/)).toBeVisible();
  await page.getByLabel('Alt text for page 3', { exact: true }).fill('An advert for a villa in the hills');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  const live = page.getByRole('link', { name: /^\/magazines\// });
  await expect(live).toBeVisible({ timeout: 300_000 });
  const id = (await live.textContent())?.split('/').pop() ?? '';
  const published = await apiGet<{ pageTexts: ({ headline: string } | null)[]; pages: string[] }>(`/issues/${id}`);
  expect(published.pageTexts.map((text) => text?.headline ?? null)).toEqual([
    'Story 1',
    'Story 2, corrected',
    null,
    'Story 5',
    'Story 4',
  ]);

  // Readers get the corrected words in the issue's text (on the issue's page without JavaScript;
  // the page with no words now has no entry), and search finds them on their page.
  const livePath = (await live.textContent()) ?? '';
  const noScript = await browser.newContext({ baseURL: E2E_SITE_URL, javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(livePath);
  await reader.getByText('Read this issue as text').click();
  await expect(reader.locator('.issue-text .page-text')).toHaveCount(4);
  await expect(reader.getByRole('heading', { level: 3, name: 'Story 2, corrected' })).toBeVisible();
  await expect(reader.getByText(word)).toBeVisible();
  await noScript.close();
  await page.goto(`/search?q=${word}`);
  const result = page.getByRole('link', { name: `${title}, page 2: Story 2, corrected`, exact: true });
  await expect(result).toHaveAttribute('href', `/magazines/${id}?page=2`);
});
