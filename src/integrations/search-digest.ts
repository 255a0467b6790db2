/** What decides whether the last search index still fits a build, and how it is kept: see search-index.ts. */
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

/**
 * Puts every file of `from` into `to` as a hard link: an index is thousands of small files, and a
 * link costs one call where a copy costs four. Neither build writes into an index once written,
 * so sharing the files is safe; across file systems, where links cannot go, the files are copied.
 */
export function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, source.slice(from.length));
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      copyFileSync(source, target);
    }
  }
}
