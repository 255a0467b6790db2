/**
 * Site search (astro-pagefind for the dev server), with its index written by
 * search-index-writer.ts: Pagefind reads every page of a bundle again when it indexes it, so each
 * bundle of the last index is reused while its pages are unchanged. With SEARCH_INDEX_DEFERRED=1 (the rebuild service) the
 * build takes the last index as it is, so a publish goes live without waiting for Pagefind; the
 * service then indexes the new build and switches to it (scripts/lib/rebuild/rebuild-service.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pagefind from 'astro-pagefind';
import { linkLastIndex, searchIndexCache, writeSearchIndex } from './search-index-writer.ts';

export function searchIndex(): AstroIntegration {
  const search = pagefind();
  let cacheDir = '';
  return {
    name: 'serendib-search-index',
    hooks: {
      ...search.hooks,
      'astro:config:done': ({ config }) => {
        cacheDir = searchIndexCache(fileURLToPath(config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        // `npm run build` (scripts/build.ts) indexes once Astro has exited and freed its memory.
        if (process.env.SEARCH_INDEX_AFTER_BUILD === '1') return;
        const outDir = fileURLToPath(dir);
        if (process.env.SEARCH_INDEX_DEFERRED === '1' && linkLastIndex(outDir, cacheDir)) {
          logger.info('Search index: the last one for now; this build is indexed after it goes live');
          return;
        }
        const how = await writeSearchIndex(outDir, cacheDir);
        logger.info(how === 'reused' ? 'Pages unchanged since the last build: search index reused' : 'Pages indexed');
      },
    },
  };
}
