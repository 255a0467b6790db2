import { expect, test } from '@playwright/test';
import { AXE_VIEWPORTS, axeViolations } from '../support/axe.ts';
import { apiGet, FIXED_ROUTES, TOPIC_ROUTES } from '../support/pages.ts';
import { visitWholePage, watchPolicy } from '../support/policy-watch.ts';

interface ListedItem {
  id: string;
  title: string;
  type: string;
}

/** Pages that rotate their content on a timer. */
const ROTATING = new Set<string>(['/', '/luxury']);

/**
 * One visit per route checks that it answers with a page and, scrolled through so its lazy islands
 * and images load, runs without a content-security-policy violation (csp.spec.ts has the rest).
 * The same visit scans each page template with axe at a desktop and a phone size: every fixed
 * route, one topic and the 404 page (accessibility.spec.ts scans the item templates). Topic pages
 * share one template, so one of them stands for the rest.
 */
test.describe('every route answers with a page and runs under the policy', () => {
  const [scannedTopic] = TOPIC_ROUTES;
  const routes = [...FIXED_ROUTES, ...TOPIC_ROUTES, '/search?q=tea'].map((path) => ({ path, status: 200 }));
  for (const { path, status } of [...routes, { path: '/no-such-page', status: 404 }]) {
    const scanned = status === 404 || path === scannedTopic || (FIXED_ROUTES as readonly string[]).includes(path);
    test(scanned ? `${path}, axe-clean at a desktop and a phone size` : path, async ({ page }) => {
      const violations = await watchPolicy(page.context());
      await page.setViewportSize(AXE_VIEWPORTS[0].size);
      // The home heroes and the /luxury previews rotate, fading their text between slides; a scan
      // that lands mid-fade on a busy machine reads half-transparent text. With reduced motion
      // they stay still, as they do for readers who ask for it.
      if (ROTATING.has(path)) await page.emulateMedia({ reducedMotion: 'reduce' });
      // The 404 page goes home after 3 s, and on a busy machine the visit takes longer: stay on it.
      if (status === 404)
        await page.route(
          (url) => url.pathname === '/',
          (route) => route.abort('aborted'),
        );
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.locator('h1').first()).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await visitWholePage(page);
      expect(violations).toEqual([]);
      if (!scanned) return;
      // A signed-out visit to /profile is sent to /login (its signed-in view is scanned in accounts.spec.ts).
      if (path === '/profile') await page.waitForURL((url) => url.pathname === '/login');
      // One load, scanned at both sizes: the layout follows the width without a reload.
      for (const viewport of AXE_VIEWPORTS) {
        await page.setViewportSize(viewport.size);
        expect(await axeViolations(page), `${viewport.name} ${viewport.size.width}x${viewport.size.height}`).toEqual(
          [],
        );
      }
    });
  }
});

test('a pre-rendered page exists for every seeded blog, vlog and issue', async ({ request }) => {
  const blogs = await apiGet<ListedItem[]>('/blogs');
  const vlogs = await apiGet<ListedItem[]>('/vlogs');
  const issues = await apiGet<ListedItem[]>('/issues');
  expect(blogs.length).toBeGreaterThanOrEqual(40);
  expect(vlogs).toHaveLength(6);
  expect(issues).toHaveLength(6);
  const paths = [
    ...blogs.map((blog) => ({ path: `/blogs/${blog.id}`, title: blog.title })),
    ...vlogs.map((vlog) => ({ path: `/vlogs/${vlog.id}`, title: vlog.title })),
    ...issues.map((issue) => ({ path: `/magazines/${issue.id}`, title: issue.title })),
  ];
  for (const { path, title } of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(title.replace(/&/g, '&amp;'));
  }
});

test('a blog page shows its category, title, author, date, hero and body', async ({ page }) => {
  const [blog] =
    await apiGet<(ListedItem & { author: string; categoryName: string; description: string[] })[]>('/blogs');
  if (!blog) throw new Error('no blogs seeded');
  await page.goto(`/blogs/${blog.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  await expect(page.getByText(blog.categoryName).first()).toBeVisible();
  await expect(page.getByText(`By ${blog.author}`)).toBeVisible();
  await expect(page.locator('article time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  await expect(page.locator('.article__body > p')).toHaveCount(blog.description.length);
  await expect(page.getByRole('link', { name: '← Back to Blogs' })).toHaveAttribute('href', '/blogs');
});

test('images from the API load and have their size reserved', async ({ page }) => {
  await page.goto('/blogs');
  const image = page.locator('.featured img').first();
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
