/** What decides whether the last search index still fits a build: see search-index.ts. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

/** Every HTML file of a build outside the index folder, in a stable order. */
export function htmlFiles(outDir: string, indexDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && !name.startsWith(`${indexDir}/`))
    .sort();
}

/**
 * A digest of what Pagefind indexes: the path and bytes of each page that marks its body for
 * search (it ignores the others, such as the home page whose random picks change every build),
 * and Pagefind's version.
 */
export function digestPages(outDir: string, indexerVersion: string, indexDir: string): string {
  const hash = createHash('sha1').update(indexerVersion);
  for (const name of htmlFiles(outDir, indexDir)) {
    const html = readFileSync(join(outDir, name));
    if (html.includes(SEARCH_BODY_ATTRIBUTE)) hash.update(`\0${name}\0`).update(html);
  }
  return hash.digest('hex');
}
