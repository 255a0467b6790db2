/**
 * Authors as readers meet them: a byline with an author record links to the author's page, which
 * lists their stories (newest first), links their feed, and is in the sitemap; a byline without a
 * record stays a name. Every story ends with three others to read next and an article opens with
 * its reading time.
 */
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/pages.ts';

interface Listed {
  id: string;
  type: 'blog' | 'vlog';
  title: string;
  author?: string;
  category: string;
  createdAt: string;
}

interface Author {
  slug: string;
  name: string;
  bio: string;
}

async function everything(): Promise<Listed[]> {
  return [...(await apiGet<Listed[]>('/blogs')), ...(await apiGet<Listed[]>('/vlogs'))];
}

test('a byline links to its author, whose page lists their stories and has its own feed', async ({ page, request }) => {
  const author = await apiGet<Author>('/authors/rohan-de-silva');
  const stories = (await everything())
    .filter((item) => item.author === author.name)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const blog = stories.find((item) => item.type === 'blog');
  if (!blog) throw new Error(`the seed has no blog by ${author.name}`);

  await page.goto(`/blogs/${blog.id}`);
  await page.locator('.article__head').getByRole('link', { name: author.name }).click();
  await expect(page).toHaveURL(/\/authors\/rohan-de-silva$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name);
  await expect(page.getByText(author.bio)).toBeVisible();
  await expect(page.locator('[data-card-list] .card__title')).toHaveText(stories.map((story) => story.title));

  const feedLink = page.getByRole('link', { name: `RSS feed of ${author.name}’s stories` });
  const feedPath = (await feedLink.getAttribute('href')) ?? '';
  expect(feedPath).toBe('/authors/rohan-de-silva/rss.xml');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').last()).toHaveAttribute(
    'href',
    feedPath,
  );
  const feed = await request.get(feedPath);
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(links).toEqual(stories.map((story) => `/${story.type}s/${story.id}`));

  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const bodies = await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()));
  expect(bodies.join('\n')).toContain('/authors/rohan-de-silva<');
});

test('a byline without an author record shows the name, without a link', async ({ page }) => {
  const authors = new Set((await apiGet<Author[]>('/authors')).map((author) => author.name));
  const unmatched = (await everything()).find(
    (item) => item.type === 'blog' && item.author && !authors.has(item.author),
  );
  if (!unmatched?.author) throw new Error('every seed byline has a record: nothing to check');
  await page.goto(`/blogs/${unmatched.id}`);
  const byline = page.locator('.article__head .byline');
  await expect(byline).toContainText(`By ${unmatched.author}`);
  await expect(byline.getByRole('link')).toHaveCount(0);
});

test('a story ends with three others to read next, its own topic first, and an article opens with its reading time', async ({
  page,
}) => {
  const all = await everything();
  const blog = all.find((item) => item.type === 'blog');
  if (!blog) throw new Error('the seed has no blog');
  await page.goto(`/blogs/${blog.id}`);
  await expect(page.locator('.article__head .byline')).toContainText(/ · \d+ min read$/);

  const next = page.getByRole('region', { name: 'Read next' }).getByRole('link');
  await expect(next).toHaveCount(3);
  const hrefs = await next.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).not.toContain(`/blogs/${blog.id}`);
  expect(new Set(hrefs).size).toBe(3);
  const [firstHref = ''] = hrefs;
  const first = all.find((item) => `/${item.type}s/${item.id}` === firstHref);
  expect(first?.category).toBe(blog.category);

  const vlog = all.find((item) => item.type === 'vlog');
  if (!vlog) throw new Error('the seed has no vlog');
  await page.goto(`/vlogs/${vlog.id}`);
  await expect(page.getByRole('region', { name: 'Read next' }).getByRole('link')).toHaveCount(3);
});
