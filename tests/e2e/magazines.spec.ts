import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/pages.ts';

interface ListedIssue {
  id: string;
  title: string;
  date: string;
  createdAt: string;
  coverImage: string;
  description: string;
  pageCount: number;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test('/magazines shows a card per issue: cover, title, date, page count, save slot and a link', async ({ page }) => {
  const issues = await apiGet<ListedIssue[]>('/issues');
  await page.goto('/magazines');
  await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible();
  const cards = page.locator('article.issue-card');
  await expect(cards).toHaveCount(issues.length);
  for (const [index, issue] of issues.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(issue.title);
    await expect(card.getByRole('link', { name: issue.title, exact: true })).toHaveAttribute(
      'href',
      `/magazines/${issue.id}`,
    );
    await expect(card.locator('time')).toHaveText(issue.date);
    await expect(card.locator('time')).toHaveAttribute('datetime', issue.createdAt);
    await expect(card.getByText(`${issue.pageCount} pages`)).toBeVisible();
    await expect(card.locator(`[data-personal-slot="save"][data-issue-id="${issue.id}"]`)).toHaveCount(1);
    await expect(card.locator('img').first()).toHaveAttribute('src', new RegExp(`${issue.coverImage}$`));
    // The first cover is the page's largest paint: fetched at once and first; the others when near.
    await expect(card.locator('img').first()).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    // The hidden title is a separate box, so browsers name the link "Read issue : {title}".
    await expect(card.getByRole('link', { name: /^Read issue/ })).toHaveAccessibleName(new RegExp(`: ${issue.title}$`));
    await expect(card.getByRole('link', { name: /^Read issue/ })).toHaveAttribute('href', `/magazines/${issue.id}`);
  }
  await cards
    .first()
    .getByRole('link', { name: issues[0]?.title ?? '', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/magazines/${issues[0]?.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(issues[0]?.title ?? '');
});

test('an issue page carries its SEO: its social card and PublicationIssue data with the cover', async ({ page }) => {
  const [issue] = await apiGet<ListedIssue[]>('/issues');
  if (!issue) throw new Error('no issues seeded');
  await page.goto(`/magazines/${issue.id}`);
  await expect(page).toHaveTitle(`${issue.title}: ${issue.date} | Serendib Luxe`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/magazines/${issue.id}$`));
  // The issue's own card (contract/social-cards.ts), not the cover itself.
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/social/magazines/${issue.id}\\.jpg$`),
  );
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/social/magazines/${issue.id}\\.jpg$`),
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  const data = await jsonLd(page);
  expect(data).toMatchObject({
    '@type': 'PublicationIssue',
    name: issue.title,
    issueNumber: issue.id,
    datePublished: issue.createdAt,
    pageStart: 1,
    pageEnd: issue.pageCount,
    isPartOf: { '@type': 'Periodical', name: 'Serendib Luxe' },
  });
  expect((data.image as string[])[0]).toMatch(new RegExp(`${issue.coverImage}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an issue page shows its title, description, cover and a link to every page', async ({ page }) => {
    const [issue] = await apiGet<ListedIssue[]>('/issues');
    if (!issue) throw new Error('no issues seeded');
    await page.goto(`/magazines/${issue.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue.title);
    await expect(page.getByText(issue.description)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Page 1: Cover: / })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Pages of this issue' }).getByRole('link');
    await expect(links).toHaveCount(issue.pageCount);
    await expect(links.nth(2)).toHaveText(`Page 3 of ${issue.pageCount}`);
    await expect(links.nth(2)).toHaveAttribute('href', /\/media\/issues\/\d+\/page-03-1000x1300\.webp$/);
    await expect(page.getByText('Loading pages...')).toHaveCount(0);
  });
});

/** Each card's box, rounded to whole pixels, in the order of the page. */
function cardBoxes(page: Page): Promise<{ x: number; y: number; width: number; coverWidth: number }[]> {
  return page.locator('article.issue-card').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const cover = card.querySelector('img')?.getBoundingClientRect();
      return {
        x: Math.round(box.x),
        y: Math.round(box.y),
        width: Math.round(box.width),
        coverWidth: Math.round(cover?.width ?? 0),
      };
    }),
  );
}

test.describe('the issue grid at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('fills its rows of three with cards of one size, and centres a short last row instead of widening it', async ({
    page,
  }) => {
    const issues = await apiGet<ListedIssue[]>('/issues');
    await page.goto('/magazines');
    const grid = page.locator('[data-issue-grid]');
    // Only cards in the grid: anything else among them counts in its last-row rules.
    expect(await grid.evaluate((element) => [...element.children].map((child) => child.tagName))).toEqual(
      issues.map(() => 'ARTICLE'),
    );
    const boxes = await cardBoxes(page);
    const rows = [...new Set(boxes.map((box) => box.y))];
    const columns = [...new Set(boxes.map((box) => box.x))];
    expect(columns).toHaveLength(Math.min(3, issues.length));
    // Every row but the last holds three cards; no card is wider than another.
    for (const row of rows.slice(0, -1)) expect(boxes.filter((box) => box.y === row)).toHaveLength(3);
    expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
    const gridBox = await grid.boundingBox();
    if (!gridBox) throw new Error('no grid');
    for (const box of boxes) expect(box.coverWidth).toBeLessThan(gridBox.width / 2.5);

    // A last row of one card, then of two (as when issues are published or deleted): centred.
    const centreOf = (box: { x: number; width: number }) => box.x + box.width / 2;
    const gridCentre = gridBox.x + gridBox.width / 2;
    for (const keep of [4, 5]) {
      await page.goto('/magazines');
      await grid.evaluate((element, count) => {
        while (element.children.length > count) element.lastElementChild?.remove();
        while (element.children.length < count) element.append(element.firstElementChild!.cloneNode(true));
      }, keep);
      const shown = await cardBoxes(page);
      const last = shown.filter((box) => box.y === shown.at(-1)?.y);
      expect(last).toHaveLength(keep - 3);
      for (const box of shown) expect(box.width).toBe(shown[0]?.width);
      const lastRowCentre = (centreOf(last[0]!) + centreOf(last.at(-1)!)) / 2;
      expect(Math.abs(lastRowCentre - gridCentre)).toBeLessThan(2);
    }
  });
});
