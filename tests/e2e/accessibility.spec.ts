import { expect, test, type Page } from '@playwright/test';
import { AXE_VIEWPORTS, axeViolations } from '../support/axe.ts';
import { openReader } from '../support/reader.ts';
import { apiGet } from '../support/pages.ts';

/**
 * An axe scan with WCAG 2.2 AA rules (0 violations) of each item page template, once at a phone
 * size and once at a desktop size. Pages built from one template differ only in their words and
 * images, so one page of each kind stands for the rest. routes.spec.ts scans the fixed routes, a
 * topic and the 404 page on its visit to each route, and html-validation.spec.ts checks every
 * built page.
 */

interface Listed {
  id: string;
  title: string;
}

async function first(list: string): Promise<Listed> {
  const [item] = await apiGet<Listed[]>(list);
  if (!item) throw new Error(`the API lists no ${list.slice(1)}`);
  return item;
}

/** The longest word of a title: one the search finds that item by. */
function keyword(title: string): string {
  return title.split(/[^\p{L}]+/u).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

interface Template {
  name: string;
  /** Opens one page of the template and waits until what it shows is there. */
  open(page: Page): Promise<void>;
}

const TEMPLATES: Template[] = [
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
    name: "an author's page",
    open: async (page) => {
      const [author] = await apiGet<{ slug: string }[]>('/authors');
      if (!author) throw new Error('the API lists no authors');
      await page.goto(`/authors/${author.slug}`);
    },
  },
  {
    name: 'an issue as first shown, before the reader wakes',
    open: async (page) => {
      await page.goto(`/magazines/${(await first('/issues')).id}`);
    },
  },
  {
    name: 'an issue in the reader',
    open: async (page) => {
      await openReader(page, `/magazines/${(await first('/issues')).id}`);
    },
  },
  {
    name: 'a numbered list page (/blogs/page/1)',
    open: async (page) => {
      await page.goto('/blogs/page/1');
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
    for (const viewport of AXE_VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      if (viewport === AXE_VIEWPORTS[0]) await template.open(page);
      expect(await axeViolations(page), `${viewport.name} ${viewport.size.width}x${viewport.size.height}`).toEqual([]);
    }
  });
}
