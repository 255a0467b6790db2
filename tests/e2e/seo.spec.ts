import { expect, test, type Page } from '@playwright/test';
import { E2E_API_URL } from '../support/e2e-stack.ts';
import { apiGet } from '../support/pages.ts';

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test('an article page carries title, description, keywords, canonical, social cards, article tags and Article data', async ({
  page,
}) => {
  const [blog] = await apiGet<{ id: string; title: string; author: string }[]>('/blogs');
  if (!blog) throw new Error('no blogs seeded');
  await page.goto(`/blogs/${blog.id}`);
  await expect(page).toHaveTitle(`${blog.title} | Serendib Luxe`);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blogs/${blog.id}$`));
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /index/);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  // Its own social card, drawn by the API when asked for, not the article's photograph.
  const card = `${new URL(E2E_API_URL).origin}/social/blogs/${blog.id}.jpg`;
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
  const drawn = await fetch(card);
  expect([drawn.status, drawn.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  await drawn.body?.cancel();
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-/);
  await expect(head.locator('meta[property="article:author"]')).toHaveAttribute('content', blog.author);
  await expect(head.locator('meta[property="article:section"]')).toHaveAttribute('content', /\S/);
  const data = await jsonLd(page);
  expect(data['@type']).toBe('Article');
  expect(data.headline).toBe(blog.title);
  expect((data.author as { name: string }).name).toBe(blog.author);
});

test('the home page describes the website with a search action', async ({ page }) => {
  await page.goto('/');
  const data = await jsonLd(page);
  expect(data['@type']).toBe('WebSite');
  const action = data.potentialAction as { target: { urlTemplate: string } };
  expect(action.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
});

test('account pages are kept out of search engines', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
