import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { apiGet } from '../support/pages.ts';

interface PageText {
  section?: string;
  headline: string;
  standfirst?: string;
  body: string[];
}

interface WireIssue {
  id: string;
  title: string;
  pages: string[];
  pageTexts?: (PageText | null)[];
}

interface WireItem {
  title: string;
  excerpt?: string;
  description?: string[];
}

const issue = () => apiGet<WireIssue>('/issues/1');

function textOf(issue: WireIssue, page: number): PageText {
  const text = issue.pageTexts?.[page - 1];
  if (!text) throw new Error(`issue ${issue.id} has no text for page ${page}`);
  return text;
}

/** Presses Tab until the control has the focus, as a keyboard user would. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

test('the text of the pages in view is a keyboard step from the page announcement, and follows the book', async ({
  page,
}) => {
  const escape = await issue();
  await page.goto('/magazines/1?page=4');
  await expect(page.getByRole('status').filter({ hasText: /^Page 4 of \d+$/ })).toBeVisible();
  await expect(page.locator('.reader-book')).toHaveAttribute('data-state', 'read');

  const link = page.getByRole('link', { name: 'Read these pages as text' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const view = page.getByRole('region', { name: 'Text of pages 4 and 5' });
  await expect(view).toBeFocused();
  for (const number of [4, 5]) {
    const text = textOf(escape, number);
    await expect(view.getByRole('heading', { level: 3, name: text.headline })).toBeVisible();
    await expect(view.getByText(text.body[0] ?? '')).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('region', { name: 'Text of pages 6 and 7' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: textOf(escape, 6).headline })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the issue page holds the text of every page, each under an anchor of its own', async ({ page }) => {
    const escape = await issue();
    await page.goto('/magazines/1');
    await page.getByText('Read this issue as text').click();
    const text = textOf(escape, 5);
    const headline = page.getByRole('heading', { level: 3, name: text.headline });
    await expect(headline).toBeVisible();
    await expect(headline).toHaveAttribute('id', 'page-5');
    await expect(page.getByText(text.body.at(-1) ?? '')).toBeVisible();
    await expect(page.locator('.issue-text .page-text')).toHaveCount(escape.pages.length);
  });
});

test('a word found only on an issue page finds that page and opens the reader there', async ({ page }) => {
  const escape = await issue();
  const word = 'pugmarks';
  const number = (escape.pageTexts ?? []).findIndex((text) => text?.body.join(' ').includes(word)) + 1;
  const items = [...(await apiGet<WireItem[]>('/blogs')), ...(await apiGet<WireItem[]>('/vlogs'))];
  // The word must be on that one page and nowhere else, or the test would prove nothing.
  expect(number).toBeGreaterThan(0);
  expect(items.filter((item) => JSON.stringify(item).toLowerCase().includes(word))).toEqual([]);

  await page.goto(`/search?q=${word}`);
  const result = page.getByRole('link', {
    name: `${escape.title}, page ${number}: ${textOf(escape, number).headline}`,
    exact: true,
  });
  await expect(result).toHaveAttribute('href', `/magazines/1?page=${number}`);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/magazines/1\\?page=${number}$`));
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Page ${number} of \\d+$`) })).toBeVisible();
});
