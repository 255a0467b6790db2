import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from '../support/pages.ts';

/** Every built page gets an axe scan with WCAG 2.2 AA rules: 0 violations. */
for (const { path } of builtPages()) {
  test(`axe: ${path}`, async ({ page }) => {
    if (path === '/404') {
      // The 404 page goes home after 3 s, and on a busy machine the scan takes longer: stay on it.
      await page.route(
        (url) => url.pathname === '/',
        (route) => route.abort('aborted'),
      );
    }
    await page.goto(path === '/404' ? '/404.html' : path);
    // A signed-out visit to /profile is sent to /login (its signed-in view is scanned in accounts.spec.ts).
    if (path === '/profile') await page.waitForURL((url) => url.pathname === '/login');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}
