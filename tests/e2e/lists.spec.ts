import { expect, test } from '@playwright/test';
import { LIST_PAGE_SIZE } from '../../src/config/routes.ts';
import { TOPICS } from '../../src/config/site.ts';
import { apiGet } from '../support/pages.ts';

interface ApiItem {
  id: string;
  type: 'blog' | 'vlog';
  title: string;
  category: string;
  createdAt: string;
  position?: string;
}

const newestFirst = (a: ApiItem, b: ApiItem) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

test('/blogs features the blog at position "1" with Read More, then lists the others in pages', async ({ page }) => {
  const blogs = await apiGet<ApiItem[]>('/blogs');
  const featured = blogs.find((blog) => blog.position === '1');
  if (!featured) throw new Error('the seed has no featured blog');
  await page.goto('/blogs');
  const card = page.locator('.featured');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(featured.title);
  const readMore = card.getByRole('link', { name: `Read More – ${featured.title}` });
  await expect(readMore).toHaveText(/^Read More/);
  await expect(readMore).toHaveAttribute('href', `/blogs/${featured.id}`);
  const others = blogs
    .filter((blog) => blog !== featured)
    .sort(newestFirst)
    .map((blog) => blog.title);
  // Following "Older stories" from /blogs walks every story once, newest first. The numbered pages
  // count down to 1, the oldest, and only the newest of them may hold fewer than a page.
  const seen: string[][] = [];
  const numbers: number[] = [];
  for (;;) {
    const list = page.locator('[data-card-list]').getByRole('listitem');
    await expect(list.first()).toBeVisible();
    seen.push(await list.getByRole('heading').allTextContents());
    const older = page
      .getByRole('navigation', { name: 'Pages of stories' })
      .getByRole('link', { name: 'Older stories' });
    if ((await older.count()) === 0) break;
    const href = (await older.getAttribute('href')) ?? '';
    numbers.push(Number(/\/blogs\/page\/(\d+)$/.exec(href)?.[1]));
    await page.goto(href);
  }
  expect(seen.flat().map((title) => title.trim())).toEqual(others);
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => numbers.length - index));
  expect(seen.map((titles) => titles.length).filter((count, index) => index !== 1 && count !== LIST_PAGE_SIZE)).toEqual(
    [],
  );
});

test('/vlogs features the newest vlog with Watch Video, the rest newest first with a play overlay', async ({
  page,
}) => {
  const vlogs = (await apiGet<ApiItem[]>('/vlogs')).sort(newestFirst);
  const [newest, ...rest] = vlogs;
  if (!newest) throw new Error('the seed has no vlogs');
  await page.goto('/vlogs');
  const card = page.locator('.featured');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(newest.title);
  await expect(card.getByRole('link', { name: `Watch Video – ${newest.title}` })).toHaveAttribute(
    'href',
    `/vlogs/${newest.id}`,
  );
  const list = page.locator('[data-card-list]').getByRole('listitem');
  await expect(list.getByRole('heading')).toHaveText(rest.map((vlog) => vlog.title));
  await expect(list.locator('.card__play')).toHaveCount(rest.length);
});

test('each topic page lists exactly its own articles and vlogs, newest first', async ({ page }) => {
  const items = [...(await apiGet<ApiItem[]>('/blogs')), ...(await apiGet<ApiItem[]>('/vlogs'))];
  const titles = new Set<string>();
  for (const category of TOPICS) {
    const own = items.filter((item) => item.category === category.slug).sort(newestFirst);
    await page.goto(category.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.label);
    const links = page.locator('[data-card-list] h2 a');
    await expect(links).toHaveText(own.map((item) => item.title));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(own.map((item) => `/${item.type}s/${item.id}`));
    titles.add(await page.title());
  }
  expect(titles.size).toBe(TOPICS.length);
});
