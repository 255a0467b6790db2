/**
 * The desk as an editor sees it at a phone's and a desktop's size: the site header says who is
 * signed in (the desk signs in where it stands), the preview shows the whole width of the page it
 * stands for, and the change log keeps its words whole.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { collectConsoleErrors } from '../support/console-errors.ts';
import { adminWrite, draftBlog, expect, signInToDesk, test } from '../support/desk.ts';
import { E2E_EDITOR } from '../support/e2e-stack.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** The header of a signed-in reader: the profile icon in the navbar, Logout in the phone's menu. */
async function expectSignedInHeader(page: Page, width: number): Promise<void> {
  if (width < 900) {
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  }
}

/**
 * Every word of the element's text that the layout split over two lines ("Creat / ed"). A word of
 * hyphen-joined parts (a slug, "well-known") may break after a hyphen, as typography allows; each
 * part must stay whole.
 */
function brokenWords(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('the site header follows the desk’s own sign-in, and the desk loads signed in without an error', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await signInToDesk(page, E2E_EDITOR);
      await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
      await expectSignedInHeader(page, size.width);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
      await expect(page.locator('astro-island[component-url*="/Desk."]')).not.toHaveAttribute('ssr');
      await expectSignedInHeader(page, size.width);
      expect(errors).toEqual([]);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('form', { name: 'Sign in to the desk' })).toBeVisible();
      if (size.width >= 900) {
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
      }
    });

    test('the preview shows the whole width of the page it stands for, at either width', async ({
      editorPage: page,
    }, testInfo) => {
      const { id, version } = await draftBlog(`Desk wide ${Date.now()}`);
      // A second version, so that the item's history has more than one line.
      await adminWrite('PUT', `/blogs/${id}`, {
        title: `Desk wide, retitled ${Date.now()}`,
        category: 'travel',
        excerpt: 'A draft for the desk specs.',
        description: ['The first paragraph.', 'A second paragraph.'],
        status: 'draft',
        version,
      });
      await page.goto(`/desk#/edit/blog/${id}`);
      await expect(page.getByLabel('Title')).toHaveValue(/^Desk wide, retitled/);

      for (const [label, px] of [
        ['Phone (390 px)', 390],
        ['Desktop (1280 px)', 1280],
      ] as const) {
        await page.getByLabel(label).check();
        const frame = page.locator(`iframe[title="Preview at ${px} pixels wide"]`);
        const inside = page.frameLocator(`iframe[title="Preview at ${px} pixels wide"]`);
        await expect(inside.getByRole('heading', { level: 1 })).toHaveText(/^Desk wide, retitled/);
        // The page inside lays itself out at the width it stands for...
        expect(await inside.locator('html').evaluate(() => window.innerWidth)).toBe(px);
        // ...and all of it is on the desk: within its box and within the window.
        const shown = await frame.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const room = (element.parentElement as HTMLElement).getBoundingClientRect();
          return { left: box.left, right: box.right, roomLeft: room.left, roomRight: room.right };
        });
        expect(shown.left).toBeGreaterThanOrEqual(shown.roomLeft - 0.5);
        expect(shown.right).toBeLessThanOrEqual(shown.roomRight + 0.5);
        expect(shown.right).toBeLessThanOrEqual(size.width);
        await frame.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`preview-${px}.png`) });
      }

      const history = page.getByRole('table', { name: 'History of this item' });
      await expect(history.getByRole('cell', { name: 'Created' })).toBeVisible();
      await expect(history.getByRole('cell', { name: 'Saved', exact: true })).toBeVisible();
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('history.png'), fullPage: true });
      expect(await brokenWords(history)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/desk');
      const recent = page.getByRole('table', { name: 'Recent changes' });
      await expect(recent.getByRole('cell', { name: 'Created' }).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('recent-changes.png'), fullPage: true });
      expect(await brokenWords(recent)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  });
}
