/**
 * Continue reading (the remembered page, offered and never jumped to), the reader's fit on screen,
 * and the page addresses with their social cards.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, createReader, logInThroughPage } from '../support/accounts.ts';
import { apiGet } from '../support/pages.ts';
import { openReader, pageStatus, reachForReader } from '../support/reader.ts';

const issue = () => apiGet<{ id: string; title: string; pages: string[] }>('/issues/1');

async function goToPage(page: Page, number: number, total: number): Promise<void> {
  await page.getByLabel('Go to page').fill(String(number));
  await page.getByLabel('Go to page').press('Enter');
  await expect(pageStatus(page)).toHaveText(`Page ${number} of ${total}`);
}

test('a first visit loads none of the reader’s code until the reader reaches for the book; a returning reader is offered their page, and the grid shows how far', async ({
  page,
}) => {
  const total = (await issue()).pages.length;
  await test.step('a first visit loads none of the reader’s code until the reader reaches for the book', async () => {
    const readerScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/(IssueReader|client)\./.test(request.url())) readerScripts.push(request.url());
    });
    await page.goto('/magazines/1', { waitUntil: 'load' });
    // The reader would wake in the first idle moment after the load: this waits for a later one.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(readerScripts).toEqual([]);
    await expect(page.locator('.issue-fallback img').first()).toBeVisible();
    // The same visit: pointing at the page is what loads the reader.
    await reachForReader(page);
    await expect(pageStatus(page)).toBeVisible();
    await expect(page.locator('.reader-book')).toHaveAttribute('data-state', 'read');
    expect(readerScripts).not.toEqual([]);
  });

  await test.step('offers to continue where the reader left off, after a reload, and the grid shows how far', async () => {
    await expect(page.getByRole('button', { name: /^Continue at page/ })).toHaveCount(0);
    await goToPage(page, 7, total);

    // A returning reader does not have to reach for the book: it wakes by itself to offer the place.
    await page.goto('/magazines/1');
    const offer = page.getByRole('button', { name: 'Continue at page 7' });
    await expect(offer).toBeVisible();
    // Offered, never taken by itself.
    await expect(pageStatus(page)).toHaveText(`Page 1 of ${total}`);
    await offer.click();
    await expect(pageStatus(page)).toHaveText(`Page 7 of ${total}`);
    await expect(offer).toHaveCount(0);

    await page.goto('/magazines');
    await expect(page.locator('[data-reading-progress="1"]')).toHaveText(`Page 7 of ${total}`);
    await expect(page.locator('[data-reading-progress="2"]')).toBeHidden();
  });
});

test('a signed-in reader finds their place on another device', async ({ browser }) => {
  const total = (await issue()).pages.length;
  const reader = await createReader('Progress Reader');
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await logInThroughPage(firstPage, reader);
  await openReader(firstPage);
  const saved = firstPage.waitForResponse((r) => r.url().endsWith('/issues/1/progress') && r.ok());
  await goToPage(firstPage, 9, total);
  await saved;
  await first.close();

  // Another browser: nothing in its local storage, the same account.
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await logInThroughPage(secondPage, reader);
  await secondPage.goto('/magazines/1');
  await expect(secondPage.getByRole('button', { name: 'Continue at page 9' })).toBeVisible();
  await expect(pageStatus(secondPage)).toHaveText(`Page 1 of ${total}`);
  await secondPage.goto('/magazines');
  await expect(secondPage.locator('[data-reading-progress="1"]')).toHaveText(`Page 9 of ${total}`);

  // Saved, the issue shows how far the reader got on the profile too.
  expect((await apiCall('/issues/1/save', { token: reader.token, body: { userId: reader.uid } })).status).toBe(200);
  await secondPage.goto('/profile');
  await secondPage.getByRole('tab', { name: 'Saved Issues' }).click();
  await expect(secondPage.getByRole('tabpanel', { name: 'Saved Issues' })).toContainText(`Page 9 of ${total}`);
  await second.close();
});

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the whole book and its controls are in view on arrival, the cover centred', async ({ page }) => {
    await openReader(page);
    const viewport = { width: 1280, height: 900 };
    for (const control of [page.getByRole('button', { name: 'Next page' }), page.getByLabel('Go to page')]) {
      const box = await control.boundingBox();
      expect(box ? box.y + box.height : Infinity).toBeLessThanOrEqual(viewport.height);
    }
    const cover = page.locator('.reader-book').getByRole('img').first();
    await expect
      .poll(async () => {
        const box = await cover.boundingBox();
        return box ? Math.round(Math.abs(box.x + box.width / 2 - viewport.width / 2)) : Infinity;
      })
      .toBeLessThanOrEqual(4);
    const book = await page.locator('.reader-book').boundingBox();
    expect(book ? book.y + book.height : Infinity).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText(/F toggles fullscreen/)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows no keyboard hints', async ({ page }) => {
    await openReader(page);
    await expect(page.getByText(/F toggles fullscreen/)).toBeHidden();
  });
});

test('every page of an issue has an address of its own, showing that page with its own social card', async ({
  page,
  request,
}) => {
  const { title, pages } = await issue();
  await openReader(page, '/magazines/1/page/5');
  await expect(pageStatus(page)).toHaveText(`Page 5 of ${pages.length}`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/magazines\/1\/page\/5$/);
  const card = head.locator('meta[property="og:image"]');
  await expect(card).toHaveAttribute('content', /^http.*\/social\/magazines\/1\/page\/5\.jpg$/);
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\/page\/5\.jpg$/);
  await expect(page).toHaveTitle(new RegExp(`^${title}, page 5 of ${pages.length}`));

  const cardUrl = (await card.getAttribute('content')) ?? '';
  const image = await request.get(cardUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/jpeg/);
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, cardUrl);
  expect(size).toEqual([1200, 630]);

  // Turning follows with the page's own address, which Share then gives.
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/magazines\/1\/page\/6$/);
});
