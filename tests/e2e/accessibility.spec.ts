import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { apiGet, FIXED_ROUTES, TOPIC_ROUTES } from '../support/pages.ts';

/**
 * An axe scan with WCAG 2.2 AA rules (0 violations) of each page template, once at a phone size
 * and once at a desktop size. Pages built from one template differ only in their words and
 * images, so one page of each kind stands for the rest. routes.spec.ts still opens every fixed,
 * topic and item route, and html-validation.spec.ts checks every built page.
 */

interface Listed {
  id: string;
  title: string;
}

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

async function first(list: string): Promise<Listed> {
  const [item] = await apiGet<Listed[]>(list);
  if (!item) throw new Error(`the API lists no ${list.slice(1)}`);
  return item;
}

/** The longest word of a title: one the search finds that item by. */
function keyword(title: string): string {
  return title.split(/[^\p{L}]+/u).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/** Pages that rotate their content on a timer. */
const ROTATING = new Set<string>(['/', '/luxury']);

interface Template {
  name: string;
  /** Opens one page of the template and waits until what it shows is there. */
  open(page: Page): Promise<void>;
}

const TEMPLATES: Template[] = [
  ...FIXED_ROUTES.map((route): Template => ({
    name: route,
    open: async (page) => {
      // The home heroes and the /luxury previews rotate, fading their text between slides; a scan
      // that lands mid-fade on a busy machine reads half-transparent text. With reduced motion
      // they stay still, as they do for readers who ask for it.
      if (ROTATING.has(route)) await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      // A signed-out visit to /profile is sent to /login (its signed-in view is scanned in accounts.spec.ts).
      if (route === '/profile') await page.waitForURL((url) => url.pathname === '/login');
    },
  })),
  {
    name: 'a blog',
    open: async (page) => {
      await page.goto(`/blogs/${(await first('/blogs')).id}`);
    },
  },
  {
    name: 'a vlog',
    open: async (page) => {
      await page.goto(`/vlogs/${(await first('/vlogs')).id}`);
    },
  },
  {
    name: 'an issue in the reader',
    open: async (page) => {
      await page.goto(`/magazines/${(await first('/issues')).id}`);
    },
  },
  {
    name: 'a numbered list page (/blogs/page/2)',
    open: async (page) => {
      await page.goto('/blogs/page/2');
    },
  },
  {
    name: `a topic (${TOPIC_ROUTES[0]})`,
    open: async (page) => {
      const [topic] = TOPIC_ROUTES;
      if (!topic) throw new Error('the site has no topic pages');
      await page.goto(topic);
    },
  },
  {
    name: '/search?q= with results',
    open: async (page) => {
      const blog = await first('/blogs');
      await page.goto(`/search?q=${encodeURIComponent(keyword(blog.title))}`);
      await expect(page.getByRole('link', { name: blog.title, exact: true })).toBeVisible();
    },
  },
  {
    name: 'the 404 page',
    open: async (page) => {
      // The 404 page goes home after 3 s, and on a busy machine the scan takes longer: stay on it.
      await page.route(
        (url) => url.pathname === '/',
        (route) => route.abort('aborted'),
      );
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    },
  },
];

test('the scan reports a violation when a page has one', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>A page</title><main><h1>A page</h1><img src="/x.png"></main></html>',
  );
  expect(await axeViolations(page)).toEqual(['image-alt: img']);
});

for (const template of TEMPLATES) {
  test(`axe: ${template.name}, at a desktop and a phone size`, async ({ page }) => {
    // One load, scanned at both sizes: the layout follows the width without a reload.
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      if (viewport === VIEWPORTS[0]) await template.open(page);
      expect(await axeViolations(page), `${viewport.name} ${viewport.size.width}x${viewport.size.height}`).toEqual([]);
    }
  });
}
