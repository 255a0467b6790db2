/**
 * `node scripts/search-index.ts <dir>`: writes the search index of the built site in <dir>
 * (<dir>/pagefind/), reusing each bundle kept in ASTRO_CACHE_DIR whose pages are unchanged. The
 * rebuild service runs it after a publish went live with the previous index. Prints `indexed` or
 * `reused` as its last line.
 */
import { resolve } from 'node:path';
import { searchIndexCache, writeSearchIndex } from '../src/integrations/search-index-writer.ts';
import { PROJECT_ROOT } from './lib/settings.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/search-index.ts <built site folder>');
  process.exit(2);
}
const buildCache = resolve(PROJECT_ROOT, process.env.ASTRO_CACHE_DIR || 'node_modules/.astro');
console.log(await writeSearchIndex(resolve(dir), searchIndexCache(buildCache)));
