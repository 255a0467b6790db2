import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, then goes home after 3 seconds', async ({ page }) => {
  // Timed from the request: the page cannot start its 3 seconds before it has arrived, while a
  // busy machine may notice the heading late.
  const requestedAt = Date.now();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
  expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(3000);
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
});
