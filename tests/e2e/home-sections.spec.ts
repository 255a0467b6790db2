import { expect, test, type Locator } from '@playwright/test';
import { TOPICS } from '../../src/config/site.ts';
import { LEAD_SIDE_STORIES } from '../../src/config/ui.ts';
import { apiGet } from '../support/pages.ts';

interface ApiBlog {
  id: string;
  title: string;
  author?: string;
  categoryName: string;
  position?: string;
}

const DATE = /\d{1,2} [A-Z][a-z]{2,4} \d{4}/;

/** A story teaser: a link to /blogs/{id} with its title, the category, and author · date. */
async function expectTeaser(teaser: Locator): Promise<void> {
  await expect(teaser.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/blogs\/[a-z0-9-]+$/);
  await expect(teaser.locator('.eyebrow')).not.toBeEmpty();
  await expect(teaser.locator('.meta')).toHaveText(new RegExp(`^.+ · ${DATE.source}$`));
  await expect(teaser.locator('img')).toHaveAttribute('width', /^\d+$/);
}

test('the home page runs hero, Latest Blogs, newsletter, Presents, second hero, Style, in that order', async ({
  page,
}) => {
  await page.goto('/');
  const order = await page
    .locator('main > section')
    .evaluateAll((sections) =>
      sections.map((section) =>
        section.hasAttribute('data-hero')
          ? 'hero'
          : section.hasAttribute('data-newsletter-slot')
            ? 'newsletter'
            : (section.getAttribute('data-home-section') ?? '?'),
      ),
    );
  expect(order).toEqual(['hero', 'latest', 'newsletter', 'presents', 'hero', 'style']);
});

test('Latest Blogs leads with the blog at position "1" beside the newest others', async ({ page }) => {
  const blogs = await apiGet<ApiBlog[]>('/blogs');
  const featured = blogs.find((blog) => blog.position === '1');
  if (!featured) throw new Error('the seed has no featured blog');
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Latest Blogs' });
  const main = section.locator('[data-lead="main"]');
  await expect(main.getByRole('heading')).toHaveText(featured.title);
  await expectTeaser(main);
  const side = section.getByRole('list', { name: 'More latest blogs' }).getByRole('listitem');
  await expect(side).toHaveCount(4);
  const expected = blogs.filter((blog) => blog !== featured).slice(0, 4);
  await expect(side.getByRole('heading')).toHaveText(expected.map((blog) => blog.title));
  for (const teaser of await side.all()) await expectTeaser(teaser);
  await main.getByRole('link', { name: featured.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${featured.id}$`));
});

test('Presents shows one card per topic from the random list; the image opens the blog', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Serendib Luxe Presents' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(TOPICS.length);
  const topics = await section.locator('.eyebrow').allTextContents();
  expect(new Set(topics)).toEqual(new Set(TOPICS.map((category) => category.label)));
  const first = cards.first();
  await expect(first.locator('img')).toHaveAttribute('height', /^\d+$/);
  const href = await first.getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/blogs\/[a-z0-9-]+$/);
  await first.locator('.card__media').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('Style leads with the first random blog, lists the rest beside it and below, and links to all blogs', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Style' });
  await expectTeaser(section.locator('[data-lead="main"]'));
  const beside = section.getByRole('list', { name: 'More style stories', exact: true }).getByRole('listitem');
  await expect(beside).toHaveCount(LEAD_SIDE_STORIES);
  const below = section.getByRole('list', { name: 'More style stories, continued' }).getByRole('listitem');
  await expect(below).toHaveCount(TOPICS.length - 1 - LEAD_SIDE_STORIES);
  for (const teaser of await section.locator('[data-lead="side"]').all()) await expectTeaser(teaser);
  await expect(section.getByRole('link', { name: 'View All blogs' })).toHaveAttribute('href', '/blogs');
});
