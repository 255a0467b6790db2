// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { LOCAL_SITE, LOCAL_SITE_URL } from './contract/local-defaults.ts';
import { TYPEFACES } from './src/config/typefaces.ts';
import { contentSecurityPolicy } from './src/lib/security/csp.ts';
import { listedInSitemap, sitemapAddress } from './src/lib/seo/sitemap-rules.ts';
import { clientDirectives } from './src/directives/integration.ts';
import { searchIndexInDev } from './src/integrations/search-index.ts';
import { publishingIntegration } from './publishing/site-build/astro-integration.ts';

const site = process.env.SITE_URL || LOCAL_SITE_URL;
// Origins from the build's PUBLIC_* settings; see src/lib/security/csp.ts and docs/security.md.
const csp = contentSecurityPolicy();
// The pages' cache keys, and a publish's build of changed pages: publishing/site-build/.
const publishing = publishingIntegration();

export default defineConfig({
  site,
  trailingSlash: 'ignore',
  integrations: [
    react({ experimentalDisableStreaming: true }),
    clientDirectives(),
    sitemap({
      filter: listedInSitemap,
      serialize: (item) => ({ ...item, url: sitemapAddress(item.url) }),
      // A build of a publish's changed pages keeps the other pages from the live build: listed too.
      // Read when the sitemap is written, once every page's getStaticPaths has run.
      get customPages() {
        return publishing.keptPageUrls(site);
      },
    }),
    publishing,
    // The search index is written by the publishing engine (publishing/site-build/build-site.ts).
    searchIndexInDev(),
  ],
  // Self-hosted from the Fontsource packages, with metric-matched fallbacks: src/config/typefaces.ts.
  fonts: TYPEFACES,
  server: { host: LOCAL_SITE.host, port: LOCAL_SITE.port },
  // Pages in flight at once: each page's folder and file writes (two per page with the incremental
  // cache) wait on the disk, and 16 keeps the CPU busy meanwhile. At 10,000 articles, 16 built in
  // 43 s where 4 took 110 s on the same loaded machine; 2 was slower still (docs/performance-log.md, Build at scale).
  build: { format: 'directory', concurrency: 16 },
  // Pages whose getStaticPaths cacheKey is unchanged (publishing/site-build/page-cache-key.ts) are copied from
  // the last build's cache instead of rendered again.
  experimental: { incrementalBuild: true },
  // React, React DOM and the scheduler in one browser chunk: every island needs all three, and as
  // separate chunks each was a request of its own before an island could run.
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
              },
            },
          },
        },
      },
    },
  },
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
