/** What decides whether a kept search bundle still fits a build, and how it is kept: see writer.ts. */
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

/** A page Pagefind indexes, named by its path in the build, with a hash of its bytes. */
export interface SearchablePage {
  name: string;
  hash: string;
}

/**
 * The pages Pagefind indexes: those that mark their body for search (it ignores the others, such
 * as the home page whose random picks change every build), in a stable order.
 */
export function searchablePages(outDir: string, indexDir: string): SearchablePage[] {
  const pages: SearchablePage[] = [];
  for (const name of htmlFiles(outDir, indexDir)) {
    const html = readFileSync(join(outDir, name));
    if (html.includes(SEARCH_BODY_ATTRIBUTE)) pages.push({ name, hash: createHash('sha1').update(html).digest('hex') });
  }
  return pages;
}

/**
 * A digest of what one bundle's index is made from: its pages' paths and bytes, how many bundles
 * the pages were split into (which decides where each page goes) and Pagefind's version.
 */
export function bundleDigest(pages: readonly SearchablePage[], bundles: number, indexerVersion: string): string {
  const hash = createHash('sha1').update(`${indexerVersion}\0${bundles}`);
  for (const page of pages) hash.update(`\0${page.name}\0${page.hash}`);
  return hash.digest('hex');
}

/** Puts `source` at `target` as a hard link, or as a copy across file systems, where links cannot go. */
function linkFile(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/**
 * Puts every file of `from` into `to` as a hard link: an index is thousands of small files, and a
 * link costs one call where a copy costs four. Neither build writes into an index once written,
 * so sharing the files is safe.
 */
export function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    linkFile(source, join(to, source.slice(from.length)));
  }
}

/** Puts the files named (paths relative to `from`) into `to` at the same paths, as hard links. */
export function linkFiles(from: string, names: readonly string[], to: string): void {
  for (const name of names) linkFile(join(from, name), join(to, name));
}
