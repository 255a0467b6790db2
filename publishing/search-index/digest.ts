/** What decides whether a kept search bundle still fits a build, and how it is kept: see writer.ts. */
import { createHash, hash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A page of the index, named by its path in the build, with a hash of what it is indexed from. */
export interface SearchablePage {
  name: string;
  hash: string;
}

/** The hash a SearchablePage keeps of what it is indexed from: a document's HTML or a built page's bytes. */
export function pageHash(content: string | Buffer): string {
  return hash('sha1', content, 'hex');
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
