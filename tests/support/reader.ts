/**
 * The flipbook reader in end-to-end specs. On a first visit the reader's code loads only when a
 * reader reaches for the book (src/directives/settled.ts), so a spec does what a reader does:
 * points at the page, then waits for page-flip to draw the book.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The announcement of the page in view ("Page 3 of 14"). */
export function pageStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Page \d+ of \d+$/ });
}

/** The page as plain HTML that holds the reader's place until it wakes. */
export function readerFallback(page: Page): Locator {
  return page.locator('.issue-fallback');
}

/**
 * Wakes the reader as a reader would, by moving the pointer onto the top of the page shown (not
 * its middle, which a hover would scroll into view); does not wait for the book. A returning or
 * signed-in reader's reader wakes on its own when the browser is idle, and may already have put
 * its book where the page was: then there is nothing to reach for.
 */
export async function reachForReader(page: Page): Promise<void> {
  const shown = readerFallback(page).locator('img');
  const book = page.locator('.reader-book');
  await expect(shown.or(book).first()).toBeAttached();
  // Measured in one look, without waiting for the page: the book may have taken its place since.
  const box = await shown.evaluateAll((images) => {
    const rect = images[0]?.getBoundingClientRect();
    return rect && rect.width > 0 ? { x: rect.x, y: rect.y, width: rect.width } : undefined;
  });
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + 8);
  else await expect(book).toBeAttached();
}

/** Opens an issue, reaches for the reader and waits until page-flip has drawn the book. */
export async function openReader(page: Page, path = '/magazines/1'): Promise<void> {
  await page.goto(path);
  await reachForReader(page);
  await expect(pageStatus(page)).toBeVisible();
  await expect(page.locator('.reader-book')).toHaveAttribute('data-state', 'read');
}
