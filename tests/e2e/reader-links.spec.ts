/**
 * The seed issue made from its print PDF, read as a reader would: its contents without JavaScript,
 * the reader's Contents panel, the links printed on its contents page, which turn the book, and its
 * zoom pictures, fetched only for the spread zoomed in on.
 */
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/pages.ts';
import { openReader, pageStatus } from '../support/reader.ts';

interface WireIssue {
  id: string;
  pages: string[];
  contents?: { title: string; page: number }[];
  pageLinks?: { label: string; page?: number }[][];
}

/** The seed's issue made from its print PDF: the one with contents. */
async function printedIssue(): Promise<WireIssue & { contents: { title: string; page: number }[] }> {
  const list = await apiGet<{ id: string }[]>('/issues');
  for (const { id } of list) {
    const issue = await apiGet<WireIssue>(`/issues/${id}`);
    if (issue.contents?.length) return { ...issue, contents: issue.contents };
  }
  throw new Error('No issue has contents: the seed makes one from its print PDF');
}

test('an issue made from its print PDF has contents and working links on its pages', async ({ page }) => {
  const issue = await printedIssue();
  const total = issue.pages.length;
  const story = issue.contents.find((entry) => entry.page > 3) ?? issue.contents[1];
  if (!story) throw new Error('The printed issue has too few contents entries');

  await page.goto(`/magazines/${issue.id}`);
  // Before the reader wakes, and for readers without JavaScript: the contents as links to each page.
  const listed = page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: story.title });
  await expect(listed).toHaveAttribute('href', `/magazines/${issue.id}/page/${story.page}`);

  await page.getByRole('button', { name: 'Contents' }).click();
  const panel = page.locator('.reader-contents');
  await panel.getByRole('button', { name: new RegExp(`^${story.title}`) }).click();
  await expect(pageStatus(page)).toHaveText(new RegExp(`^Page (${story.page - 1}|${story.page}) of ${total}$`));
  await expect(panel).toBeHidden();

  // The contents page's printed links: each story's headline turns the book to that story.
  const contentsPage = issue.pageLinks?.findIndex((links) => links.some((link) => link.page !== undefined)) ?? -1;
  expect(contentsPage).toBeGreaterThanOrEqual(0);
  const target = issue.pageLinks?.[contentsPage]?.find((link) => (link.page ?? 0) > contentsPage + 3);
  if (!target?.page) throw new Error('The contents page has no link to a later page');
  await page.goto(`/magazines/${issue.id}/page/${contentsPage + 1}`);
  await page.keyboard.press('0');
  const printed = page.getByRole('link', { name: `${target.label} (page ${target.page})` });
  await expect(printed).toBeVisible();
  await printed.click();
  await expect(pageStatus(page)).toHaveText(new RegExp(`^Page (${target.page - 1}|${target.page}) of ${total}$`));
});

test('an issue made from its print PDF fetches its 2000-wide zoom pictures only for the spread zoomed in on', async ({
  page,
}) => {
  const issue = await printedIssue();
  const zoomPictures: string[] = [];
  page.on('request', (request) => {
    if (/-2000x2600\.webp$/.test(request.url())) zoomPictures.push(request.url());
  });
  await openReader(page, `/magazines/${issue.id}/page/4`);
  const shown = page.locator('.reader-book img[src*="/page-004-"]');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
  // The picture's box in the page's layout, which the zoom scales as a whole.
  const layoutBox = () => shown.evaluate((img: HTMLImageElement) => [img.offsetWidth, img.offsetHeight]);
  const box = await layoutBox();
  await page.waitForLoadState('networkidle');
  expect(zoomPictures).toEqual([]);

  await page.keyboard.press('=');
  await expect(page.locator('.reader-controls__zoom')).toHaveText('120%');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2000);
  expect(await shown.getAttribute('src')).toMatch(/page-004-2000x2600\.webp$/);
  // The same box, the picture merely sharper: the zoom pictures are only the spread's (pages 4 and 5).
  expect(await layoutBox()).toEqual(box);
  expect(zoomPictures.length).toBeGreaterThan(0);
  for (const url of zoomPictures) expect(url).toMatch(/page-00[45]-2000x2600\.webp$/);
});
