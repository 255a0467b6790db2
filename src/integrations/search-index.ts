/**
 * Site search (astro-pagefind), with its index kept between builds: Pagefind reads every page
 * again on each build, which at ten thousand articles costs more than an unchanged rebuild of the
 * pages themselves. When the built HTML is byte for byte what the cached index was made from, the
 * cached index is copied into the new output instead.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pagefind from 'astro-pagefind';
import { SEARCH } from '../config.ts';
import { digestPages, linkTree } from './search-digest.ts';

const INDEX_DIR = SEARCH.bundlePath.replace(/^\/|\/$/g, '');

/** Pagefind's version, from the package.json above its entry point (its exports hide the file). */
function pagefindVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('pagefind')));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function searchIndex(): AstroIntegration {
  const search = pagefind();
  const buildIndex = search.hooks['astro:build:done'];
  let cacheDir = '';
  return {
    name: 'serendib-search-index',
    hooks: {
      ...search.hooks,
      'astro:config:done': ({ config }) => {
        cacheDir = join(fileURLToPath(config.cacheDir), 'search-index');
      },
      'astro:build:done': async (options) => {
        const outDir = fileURLToPath(options.dir);
        const digest = digestPages(outDir, pagefindVersion(), INDEX_DIR);
        const digestFile = join(cacheDir, 'digest');
        const cachedIndex = join(cacheDir, INDEX_DIR);
        if (existsSync(digestFile) && readFileSync(digestFile, 'utf8') === digest) {
          linkTree(cachedIndex, join(outDir, INDEX_DIR));
          options.logger.info('Pages unchanged since the last build: search index reused');
          return;
        }
        await buildIndex?.(options);
        rmSync(cacheDir, { recursive: true, force: true });
        if (!existsSync(join(outDir, INDEX_DIR))) return;
        linkTree(join(outDir, INDEX_DIR), cachedIndex);
        writeFileSync(digestFile, digest);
      },
    },
  };
}
