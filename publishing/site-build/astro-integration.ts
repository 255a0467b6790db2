/**
 * What the publishing engine gives Astro's build: the pages' cache keys, through the virtual
 * module `virtual:page-cache-keys` that the site's content queries import (page-cache-key.ts), and
 * in a build of a publish's changed pages the addresses of the pages it keeps from the live build,
 * for the sitemap. The build worker names a build of changed pages by a folder in Astro's cache
 * (changed-pages-only.ts); the bundled pages learn it from the virtual module's code.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { changedPagesOnlyIn, keptPageUrls } from './changed-pages-only.ts';

export const PAGE_CACHE_KEYS_MODULE = 'virtual:page-cache-keys';
const RESOLVED = `\0${PAGE_CACHE_KEYS_MODULE}`;
const PAGE_CACHE_KEY_FILE = fileURLToPath(new URL('./page-cache-key.ts', import.meta.url));

/** The virtual module's code: the site's `withCacheKeys`, bound to this build's folder of changed pages. */
export function pageCacheKeysModule(changedPagesOnly: string | undefined): string {
  return [
    `import { withCacheKeys as keyed } from ${JSON.stringify(PAGE_CACHE_KEY_FILE)};`,
    `const changedPagesOnly = ${JSON.stringify(changedPagesOnly)};`,
    'export function withCacheKeys(paths) { return keyed(paths, changedPagesOnly); }',
  ].join('\n');
}

export interface PublishingIntegration extends AstroIntegration {
  /** The live pages a build of changed pages keeps, as the sitemap lists them; none in a whole build. */
  keptPageUrls(site: string): string[];
}

export function publishingIntegration(): PublishingIntegration {
  let changedPagesOnly: string | undefined;
  return {
    name: 'serendib-luxe-publishing',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        changedPagesOnly = changedPagesOnlyIn(fileURLToPath(config.cacheDir));
        const code = pageCacheKeysModule(changedPagesOnly);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'serendib-luxe-page-cache-keys',
                resolveId: (id: string) => (id === PAGE_CACHE_KEYS_MODULE ? RESOLVED : undefined),
                load: (id: string) => (id === RESOLVED ? code : undefined),
              },
            ],
          },
        });
      },
    },
    keptPageUrls: (site) => keptPageUrls(changedPagesOnly, site),
  };
}
