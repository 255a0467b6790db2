/**
 * What the publishing engine gives Astro's build, through the virtual module `virtual:publishing`
 * that the site's content queries import: the pages' cache keys (page-cache-key.ts), the sharing
 * of the catalogue they read with the search documents (shared-catalogue.ts), and the round of
 * rendering under way (render-round.ts), which the build worker starts and which names, in a
 * publish's build, the live pages kept and what changed. Vite bundles the pages, and the modules
 * they import with them; render-round.ts alone is left out, so the worker and the bundled pages
 * share one copy of it. The integration also keeps the renderer Astro made (kept-renderer.ts).
 */
import type { AstroIntegration } from 'astro';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The engine's modules as the build worker has them. Astro loads the config through Vite when
 * Node cannot load it itself (astro-pagefind ships TypeScript sources), which would give the
 * config copies of its own; `require` loads the one copy the worker and the bundled pages share.
 */
const nativeRequire = createRequire(import.meta.url);
const { keptPageUrls } = nativeRequire('./changed-pages-only.ts') as typeof import('./changed-pages-only.ts');
const { keepingPrerenderer } = nativeRequire('./kept-renderer.ts') as typeof import('./kept-renderer.ts');

export const PUBLISHING_MODULE = 'virtual:publishing';
const RESOLVED = `\0${PUBLISHING_MODULE}`;
const fileOf = (name: string) => JSON.stringify(fileURLToPath(new URL(name, import.meta.url)));
const ROUND_FILE = fileURLToPath(new URL('./render-round.ts', import.meta.url));

/** The virtual module's code: the engine's functions, each bound to the round under way. */
export function publishingModule(): string {
  return [
    `import { withCacheKeys } from ${fileOf('./page-cache-key.ts')};`,
    `import { shareCatalogue as share } from ${fileOf('./shared-catalogue.ts')};`,
    `import { changesSince, currentRound } from ${fileOf('./render-round.ts')};`,
    'export { changesSince, currentRound, withCacheKeys };',
    'export function shareCatalogue(part, value) { return share(currentRound().catalogue, part, value); }',
  ].join('\n');
}

export interface PublishingIntegration extends AstroIntegration {
  /** The live pages a build of changed pages keeps, as the sitemap lists them; none in a whole build. */
  keptPageUrls(site: string): string[];
}

export function publishingIntegration(): PublishingIntegration {
  const code = publishingModule();
  return {
    name: 'serendib-luxe-publishing',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'serendib-luxe-publishing',
                // Before Vite's own resolver, which would bundle render-round.ts.
                enforce: 'pre' as const,
                resolveId: (id: string, importer?: string) => {
                  if (id === PUBLISHING_MODULE) return RESOLVED;
                  const path = id.startsWith('.') && importer ? resolve(dirname(importer), id) : id;
                  return path === ROUND_FILE ? { id: pathToFileURL(ROUND_FILE).href, external: true } : undefined;
                },
                load: (id: string) => (id === RESOLVED ? code : undefined),
              },
            ],
          },
        });
      },
      'astro:build:start': ({ setPrerenderer }) => setPrerenderer(keepingPrerenderer),
    },
    keptPageUrls: (site) => keptPageUrls(site),
  };
}
