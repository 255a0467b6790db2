import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, then goes home after 3 seconds', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const shownAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
});
