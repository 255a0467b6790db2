import { expect, test } from '@playwright/test';

test('the navbar links to Home, V/Blogs, ISSUES, About, Contact and Login', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Home', '/'],
    ['V/Blogs', '/blogs'],
    ['ISSUES', '/magazines'],
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Login', '/login'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the footer links to About, Contact, Newsletter, Issues and social pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['About', 'Contact', 'Newsletter', 'Issues', 'Instagram']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, adds Latest Issue, Profile and Collections, and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Latest Issue' })).toHaveAttribute('href', '/luxury');
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/collections');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('a page opened scrolled down starts at the top', async ({ page }) => {
  await page.goto('/blogs');
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
