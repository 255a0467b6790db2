/**
 * Which pages the sitemap lists, and how it writes their addresses: one rule for the whole
 * build's sitemap (astro.config.mjs) and for a publish's edit of it (publishing/site-build/sitemap-edit.ts).
 */
import { SITEMAP_EXCLUDED_PATHS } from '../../config/routes.ts';

const excluded = new Set<string>(SITEMAP_EXCLUDED_PATHS);

/** Whether the sitemap lists the page at `url`: not the private, noindex and 404 pages. */
export function listedInSitemap(url: string): boolean {
  return !excluded.has(new URL(url).pathname.replace(/(.)\/$/, '$1'));
}

/** The address the sitemap gives a page: as the canonical links name it, without a trailing slash. */
export function sitemapAddress(url: string): string {
  return url.replace(/([^/])\/$/, '$1');
}
