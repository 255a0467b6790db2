/**
 * Items and issues published after the build: their pages do not exist, so the 404
 * page reads them from the API. New items are written straight into the stack's database, which
 * the API reads on every request, and removed again after each test. This spec runs after every
 * other (its own project in playwright.config.ts), so no spec that lists the API's items sees them.
 */
import { expect, test, type Page } from '@playwright/test';
import type { StoredIssue, StoredItem } from '../../api/storage/db.ts';
import { ITEM_ANSWERS } from '../../contract/api-messages.ts';
import { axeViolations } from '../support/axe.ts';
import { apiGet } from '../support/pages.ts';
import { withoutPlaceWords } from '../support/items.ts';
import { withE2eDatabase } from '../support/e2e-database.ts';
import { E2E_API_URL } from '../support/e2e-stack.ts';
import { pauseClock } from '../support/page-clock.ts';

/** Longer than the 404 page's 3-second wait for the home page. */
const LONGER_THAN_REDIRECT_MS = 4000;

const published: string[] = [];
const publishedIssues: number[] = [];

function publish(item: StoredItem): void {
  withE2eDatabase((db) => db.insertItem(item));
  published.push(item.id);
}

function publishIssue(issue: StoredIssue): void {
  withE2eDatabase((db) => db.insertIssue(issue));
  publishedIssues.push(Number(issue.id));
}

test.afterEach(() => {
  withE2eDatabase((db) => {
    published.splice(0).forEach((id) => db.deleteItem(id));
    publishedIssues.splice(0).forEach((id) => db.deleteIssue(id));
  });
});

/** An issue id no build has seen: nine digits, above the seed's. */
function uniqueIssueId(): string {
  return String(900_000_000 + Math.floor(Math.random() * 99_999_999));
}

function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A clock the test can move on, so "no redirect" is checked without waiting 3 seconds. */
async function openWithClock(page: Page, path: string) {
  await page.clock.install();
  return page.goto(path);
}

async function expectNoRedirect(page: Page, path: string): Promise<void> {
  await page.clock.runFor(LONGER_THAN_REDIRECT_MS);
  expect(new URL(page.url()).pathname).toBe(path);
}

test('a blog published after the build is shown in full, titled, and stays', async ({ page }) => {
  const [seeded] = await apiGet<StoredItem[]>('/blogs');
  if (!seeded) throw new Error('no blogs seeded');
  const id = uniqueId('fresh-blog');
  const title = `Fresh From the Press ${id}`;
  publish({
    ...withoutPlaceWords(seeded),
    id,
    title,
    position: undefined,
    excerpt: 'Published after the site was built.',
    createdAt: new Date().toISOString(),
    description: ['The <strong>first</strong> paragraph of a fresh story.', 'A second paragraph.', 'And a third.'],
  });

  const path = `/blogs/${id}`;
  const response = await openWithClock(page, path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Serendib Luxe`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  await expect(page.locator('.article__body > p')).toHaveCount(3);
  await expect(page.locator('.article__body strong')).toHaveText('first');
  await expect(page.getByText(`By ${seeded.author}`)).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Blogs' })).toHaveAttribute('href', '/blogs');
  await page.locator('summary', { hasText: /^Share$/ }).click();
  await expect(page.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);
  const hero = page.locator('.article__hero img');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await expectNoRedirect(page, path);
});

test('a vlog published after the build is shown, plays in place, and stays', async ({ page }) => {
  const [seeded] = await apiGet<StoredItem[]>('/vlogs');
  if (!seeded) throw new Error('no vlogs seeded');
  const id = uniqueId('fresh-vlog');
  const title = `Fresh Footage ${id}`;
  publish({ ...seeded, id, title, createdAt: new Date().toISOString(), videoURL: 'https://youtu.be/Ab3_xY-9kLm' });

  const path = `/vlogs/${id}`;
  await openWithClock(page, path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Serendib Luxe`);
  await expect(page.getByRole('link', { name: '← Back to all vlogs' })).toHaveAttribute('href', '/vlogs');
  expect(await axeViolations(page)).toEqual([]);
  await expectNoRedirect(page, path);

  // Only the frame's address is checked: the player itself is on the internet, not in this stack.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ body: '<title>player</title>' }));
  await page.getByRole('button', { name: `Play video: ${title}` }).click();
  const player = page.locator('.video iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Ab3_xY-9kLm?autoplay=1&rel=0');
  await expect(player).toBeFocused();
});

for (const { type, list } of [
  { type: 'Blog', list: '/blogs' },
  { type: 'Vlog', list: '/vlogs' },
] as const) {
  test(`an id the API does not know shows "${type} Not Found" and stays`, async ({ page }) => {
    const path = `${list}/${uniqueId('never-published')}`;
    await openWithClock(page, path);
    await expect(page.getByRole('heading', { level: 1, name: `${type} Not Found` })).toBeVisible();
    await expect(page.getByText(`The ${type.toLowerCase()} you're looking for doesn't exist.`)).toBeVisible();
    await expect(page).toHaveTitle(`${type} Not Found | Serendib Luxe`);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoRedirect(page, path);
  });

  test(`an id the API refuses shows "Error Loading ${type}" with the API's message`, async ({ page }) => {
    // The API answers 400 to an id that is not a lowercase slug: a real failure, not a staged one.
    const path = `${list}/Not_A_Slug`;
    await openWithClock(page, path);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: `Error Loading ${type}` })).toBeVisible();
    await expect(alert).toContainText(ITEM_ANSWERS.invalidBlogId);
    await expect(alert.getByRole('link', { name: /^← Back to/ })).toHaveAttribute('href', list);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoRedirect(page, path);
  });
}

test('an issue published after the build opens in the reader, titled, and stays', async ({ page }) => {
  const seeded = await apiGet<StoredIssue>('/issues/1');
  const id = uniqueIssueId();
  const title = `Fresh Pages ${id}`;
  // Dated long ago, so it never becomes the latest issue another spec reads.
  publishIssue({
    ...seeded,
    id,
    title,
    description: 'Published after the site was built.',
    createdAt: '2001-01-01T00:00:00.000Z',
  });

  // The issue's answer waits until the loading state has been seen.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${E2E_API_URL}/issues/${id}`, async (route) => {
    await answered;
    await route.continue();
  });
  const path = `/magazines/${id}`;
  const response = await openWithClock(page, path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('status').filter({ hasText: 'Loading pages...' })).toBeVisible();
  answer();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Serendib Luxe`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  await expect(page.getByText('Published after the site was built.')).toBeVisible();
  const pages = seeded.pages ?? [];
  await expect(page.getByRole('status').filter({ hasText: /^Page \d+ of \d+$/ })).toHaveText(
    `Page 1 of ${pages.length}`,
  );
  await expect(page.locator('.reader-book')).toHaveAttribute('data-state', 'read');
  const cover = page.locator('.reader-book').getByRole('img', { name: `Page 1: ${seeded.pageAlts?.[0]}` });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
  await expect(page.getByRole('link', { name: '← Back to all issues' })).toHaveAttribute('href', '/magazines');
  expect(await axeViolations(page)).toEqual([]);
  await expectNoRedirect(page, path);
});

test('an issue id the API does not know shows "Issue Not Found" and stays', async ({ page }) => {
  const path = `/magazines/${uniqueIssueId()}`;
  await openWithClock(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Issue Not Found' })).toBeVisible();
  await expect(page.getByText('No pages found for this issue.')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to all issues' })).toHaveAttribute('href', '/magazines');
  await expect(page).toHaveTitle('Issue Not Found | Serendib Luxe');
  expect(await axeViolations(page)).toEqual([]);
  await expectNoRedirect(page, path);
});

for (const { failure, path, unreachable } of [
  // The API answers 400 to an id that is not a number: a real failure, not a staged one.
  { failure: 'refuses the id', path: '/magazines/Not_A_Number', unreachable: false },
  { failure: 'cannot be reached', path: `/magazines/${uniqueIssueId()}`, unreachable: true },
]) {
  test(`an issue id shows the reader’s failure message and stays when the API ${failure}`, async ({ page }) => {
    // The edge of the machine: nothing answers where the API should be.
    if (unreachable) await page.route(`${E2E_API_URL}/issues/*`, (route) => route.abort('connectionrefused'));
    await openWithClock(page, path);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'Error Loading Issue' })).toBeVisible();
    await expect(alert).toContainText('Failed to load magazine issue. Please try again later.');
    await expect(alert.getByRole('link', { name: '← Back to all issues' })).toHaveAttribute('href', '/magazines');
    await expect(page).toHaveTitle('Error Loading Issue | Serendib Luxe');
    expect(await axeViolations(page)).toEqual([]);
    await expectNoRedirect(page, path);
  });
}

for (const path of ['/blogs/one/two', '/magazines/1/pages']) {
  test(`${path}, not an item address, still goes home after 3 seconds`, async ({ page }) => {
    // Paused, so however slow the machine the 3 seconds start only when the test says.
    await pauseClock(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.clock.runFor(2900);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.clock.runFor(200);
    await page.waitForURL((url) => url.pathname === '/');
  });
}
