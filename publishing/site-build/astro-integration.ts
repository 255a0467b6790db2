/**
 * What the publishing engine gives Astro's build, through the virtual module `virtual:publishing`
 * that the site's content queries import: the pages' cache keys (page-cache-key.ts), the sharing
 * of the catalogue they read with the search documents (shared-catalogue.ts), and
 * in a build of a publish's changed pages the addresses of the pages it keeps from the live build,
 * for the sitemap. The build worker names a build of changed pages by a folder in Astro's cache
 * (changed-pages-only.ts); the bundled pages learn it from the virtual module's code.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { changedPagesOnlyIn, keptPageUrls } from './changed-pages-only.ts';
import { catalogueWanted } from './shared-catalogue.ts';

export const PUBLISHING_MODULE = 'virtual:publishing';
const RESOLVED = `\0${PUBLISHING_MODULE}`;
const fileOf = (name: string) => JSON.stringify(fileURLToPath(new URL(name, import.meta.url)));

/**
 * The virtual module's code: the site's `withCacheKeys`, bound to this build's folder of changed
 * pages, and `shareCatalogue`, bound to the folder the catalogue is shared into (none: not shared).
 */
export function publishingModule(changedPagesOnly: string | undefined, catalogue: string | undefined): string {
  return [
    `import { withCacheKeys as keyed } from ${fileOf('./page-cache-key.ts')};`,
    `import { shareCatalogue as share } from ${fileOf('./shared-catalogue.ts')};`,
    `const changedPagesOnly = ${JSON.stringify(changedPagesOnly)};`,
    `const catalogue = ${JSON.stringify(catalogue)};`,
    'export function withCacheKeys(paths) { return keyed(paths, changedPagesOnly); }',
    'export function shareCatalogue(part, value) { return share(catalogue, part, value); }',
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
      'astro:config:setup': ({ config, command, updateConfig }) => {
        const cacheDir = fileURLToPath(config.cacheDir);
        changedPagesOnly = changedPagesOnlyIn(cacheDir);
        const code = publishingModule(changedPagesOnly, command === 'build' ? catalogueWanted(cacheDir) : undefined);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'serendib-luxe-publishing',
                resolveId: (id: string) => (id === PUBLISHING_MODULE ? RESOLVED : undefined),
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
