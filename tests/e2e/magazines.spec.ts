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
