// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { SITEMAP_EXCLUDED_PATHS } from './src/config.ts';
import { contentSecurityPolicy } from './src/lib/csp.ts';
import { clientDirectives } from './src/directives/integration.ts';
import { searchIndex } from './src/integrations/search-index.ts';

const site = process.env.SITE_URL || 'http://127.0.0.1:4321';
/** @type {Set<string>} */
const excluded = new Set(SITEMAP_EXCLUDED_PATHS);
// Origins from the build's PUBLIC_* settings; see src/lib/csp.ts and README, Security.
const csp = contentSecurityPolicy();

export default defineConfig({
  site,
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  // Kept apart from the output, so a build into a fresh directory still reuses unchanged pages.
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'ignore',
  integrations: [
    react(),
    clientDirectives(),
    sitemap({
      filter: (page) => !excluded.has(new URL(page).pathname.replace(/(.)\/$/, '$1')),
      // Listed as the canonical links name them: without a trailing slash.
      serialize: (item) => ({ ...item, url: item.url.replace(/([^/])\/$/, '$1') }),
    }),
    // After the build, indexes the pages marked data-pagefind-body into <outDir>/pagefind/
    // (astro-pagefind), or reuses the last index when no page changed.
    searchIndex(),
  ],
  server: { host: '127.0.0.1', port: 4321 },
  // Several pages render at once, so one page's awaits do not leave the CPU idle.
  build: { format: 'directory', concurrency: 4 },
  // Pages whose getStaticPaths cacheKey is unchanged (src/lib/page-cache-key.ts) are copied from
  // the last build's cache instead of rendered again.
  experimental: { incrementalBuild: true },
  security: {
    csp: {
      directives: csp.directives,
      scriptDirective: { resources: csp.scriptSources },
      styleDirective: {
        hashes: csp.styleHashes,
        resources: [
          ...csp.styleSources,
          ...csp.styleAttributeSources.map((resource) => ({ resource, kind: /** @type {const} */ ('attribute') })),
        ],
      },
    },
  },
});
