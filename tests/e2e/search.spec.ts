import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { apiGet } from '../support/pages.ts';

interface Listed {
  id: string;
  title: string;
}

/** The longest word of a title: rare enough to find that item among the first results. */
function keyword(title: string): string {
  return title.split(/[^\p{L}]+/u).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

function pagefindRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) seen.push(request.url());
  });
  return seen;
}

test('typing a word from a title finds it, keeps the query in the address and announces the count', async ({
  page,
}) => {
  const [blog] = await apiGet<Listed[]>('/blogs');
  if (!blog) throw new Error('no blogs seeded');
  const word = keyword(blog.title);
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search articles, vlogs and issues' });
  await box.focus();
  await page.keyboard.type(word);

  const result = page.getByRole('link', { name: blog.title, exact: true });
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('href', new RegExp(`^/blogs/${blog.id}/?$`));
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(word)}$`));
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^(\\d+ results?|Showing \\d+ of \\d+ results?) for “${word}”\\.$`),
  );
  const card = page.getByRole('listitem').filter({ has: result });
  await expect(card.locator('img')).toHaveAttribute('src', /\.(webp|svg)$/);
  await expect(card.locator('mark').first()).toHaveText(new RegExp(word, 'i'));

  expect(await axeViolations(page)).toEqual([]);

  // From the field, past the button, to the first result.
  await box.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('.search-result__title a').first()).toBeFocused();
});

test('opening /search?q= runs the query at once, for vlogs and issues too', async ({ page }) => {
  const [vlog] = await apiGet<Listed[]>('/vlogs');
  const issues = await apiGet<Listed[]>('/issues');
  const issue = issues.find((candidate) => keyword(candidate.title).length >= 5) ?? issues[0];
  if (!vlog || !issue) throw new Error('no vlogs or issues seeded');

  await page.goto(`/search?q=${encodeURIComponent(keyword(vlog.title))}`);
  await expect(page.getByRole('searchbox')).toHaveValue(keyword(vlog.title));
  await expect(page.getByRole('link', { name: vlog.title, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^/vlogs/${vlog.id}/?$`),
  );

  await page.goto(`/search?q=${encodeURIComponent(issue.title)}`);
  await expect(page.getByRole('link', { name: issue.title, exact: true }).first()).toHaveAttribute(
    'href',
    new RegExp(`^/magazines/${issue.id}/?$`),
  );
});

test('searching “Issue N” finds the issue printed with that number', async ({ page }) => {
  const issues = await apiGet<(Listed & { issueNumber?: number })[]>('/issues');
  const issue = issues.find((candidate) => candidate.issueNumber !== undefined);
  if (!issue?.issueNumber) throw new Error('no numbered issues seeded');
  await page.goto(`/search?q=${encodeURIComponent(`Issue ${issue.issueNumber}`)}`);
  // The issue itself, not one of its pages: the number is read from the head of its page.
  const result = page.getByRole('link', { name: issue.title, exact: true }).first();
  await expect(result).toHaveAttribute('href', new RegExp(`^/magazines/${issue.id}/?$`));
  const card = page.getByRole('listitem').filter({ has: result });
  await expect(card).toContainText(`Issue No. ${issue.issueNumber}`);
  await expect(
    card
      .locator('mark')
      .filter({ hasText: new RegExp(`^${issue.issueNumber}\\b`) })
      .first(),
  ).toBeVisible();
});

test("an author's name finds their page, with their bio", async ({ page }) => {
  const [author] = await apiGet<{ slug: string; name: string; bio: string }[]>('/authors');
  if (!author) throw new Error('no authors seeded');
  await page.goto(`/search?q=${encodeURIComponent(author.name)}`);
  const result = page.getByRole('link', { name: author.name, exact: true });
  await expect(result).toHaveAttribute('href', new RegExp(`^/authors/${author.slug}/?$`));
  const card = page.getByRole('listitem').filter({ has: result });
  await expect(card).toContainText('Author');
  expect(await axeViolations(page)).toEqual([]);
});

test('a word found nowhere says so, and Enter searches without leaving the page', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox').fill('zqxjvw');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('No results for “zqxjvw”.');
  await expect(page).toHaveURL(/\/search\?q=zqxjvw$/);
  await expect(page.getByRole('listitem').filter({ has: page.locator('.search-result__title') })).toHaveCount(0);
});

test("Pagefind's script loads on the search page only", async ({ page }) => {
  const [blog] = await apiGet<Listed[]>('/blogs');
  if (!blog) throw new Error('no blogs seeded');
  const requests = pagefindRequests(page);
  for (const path of ['/', `/blogs/${blog.id}`, '/magazines']) await page.goto(path, { waitUntil: 'networkidle' });
  expect(requests).toEqual([]);
  await page.goto('/search?q=sapphire', { waitUntil: 'networkidle' });
  expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

test('a search reads every bundle of the index', async ({ page }) => {
  const requests = pagefindRequests(page);
  const { bundles } = (await (await page.request.get('/pagefind/shards.json')).json()) as { bundles: string[] };
  // The end-to-end build splits its pages into several bundles (tests/support/e2e-stack.ts).
  expect(bundles.length).toBeGreaterThan(1);
  await page.goto('/search?q=sapphire');
  await expect(page.getByRole('status')).toHaveText(/for “sapphire”\.$/);
  for (const bundle of ['/pagefind/', ...bundles]) {
    const metaOfBundle = new RegExp(`^${bundle}pagefind\\.[^/]+\\.pf_meta$`);
    expect(requests.map((url) => new URL(url).pathname).some((path) => metaOfBundle.test(path))).toBe(true);
  }
});

test('the navbar links to the search page', async ({ page }) => {
  await page.goto('/about');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' });
  await link.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox', { name: 'Search articles, vlogs and issues' })).toBeVisible();
});

test('words read from a print PDF find the page of the issue made from it', async ({ page }) => {
  const printed = (await apiGet<Listed[]>('/issues')).find((issue) => issue.id === '2');
  if (!printed) throw new Error('the issue made from the seed’s print PDF is missing');
  // A word printed only on one of its inner pages (not in its title or description): the index
  // holds it because the import read it from the PDF into that page's text.
  await page.goto('/search?q=perfumers');
  const result = page.getByRole('link', { name: new RegExp(`^${printed.title}, page \\d+: `) });
  await expect(result).toHaveAttribute('href', /^\/magazines\/2\?page=\d+$/);
  await expect(page.getByRole('listitem').filter({ has: result }).locator('mark').first()).toHaveText(/perfume/i);
});
