/** The built site has no broken internal links: pages, their assets, the sitemaps and the feed. */
import { expect, test } from '@playwright/test';
import { brokenLinks, countInternalLinks } from '../support/link-check.ts';
import { E2E_DEPLOYED_SITE, E2E_STACK } from '../support/e2e-stack.ts';

test('every internal href, src and srcset, and every sitemap and RSS URL, reaches a built file', async () => {
  expect(countInternalLinks(E2E_DEPLOYED_SITE, E2E_STACK.siteUrl)).toBeGreaterThan(100);
  expect(await brokenLinks(E2E_DEPLOYED_SITE, E2E_STACK.siteUrl)).toEqual([]);
});
