/**
 * A publish builds only what it changed. Astro renders the pages whose cache key the live build
 * lacks, and the pages that have no key (home, feeds, sitemap, forms), into a small folder of
 * their own (the astro worker with `changedSince`); the rest of the live build is linked into
 * the new build folder meanwhile; then the rendered files take the place of the live ones and
 * the files of pages that are gone are removed. The result is a whole build in a folder of its
 * own, like any other, switched to atomically. Every file is written once, by Astro into the
 * small folder, and only ever linked afterwards: no build writes into a file another build shares.
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { inBatches } from './link-build.ts';
import type { PageRecord } from './page-record.ts';

/** Astro's cache folder for builds of changed pages, inside the whole builds' one. */
export const CHANGED_PAGES_CACHE = 'changed-pages';
/** Where Astro keeps the font files it makes, inside its cache folder. */
export const FONTS_CACHE = 'fonts';

/** The name an old cache of changed pages takes while it is removed, beside the new one. */
const SET_ASIDE_PREFIX = `${CHANGED_PAGES_CACHE}.old-`;

/**
 * Empties the cache of changed pages at once, for the build about to start: the last build's is
 * renamed aside and removed in the background. After an import of thousands of items that cache
 * holds their pages, and removing it before the build held the publish back by 3.2 s at 10,000
 * articles. The promise never rejects: it settles once the old caches (with any left by a build
 * that stopped halfway) are gone, with what could not be removed, which the next build tries again.
 */
export function setAsideChangedPagesCache(cacheDir: string): Promise<string[]> {
  const cache = join(cacheDir, CHANGED_PAGES_CACHE);
  if (existsSync(cache)) renameSync(cache, join(cacheDir, `${SET_ASIDE_PREFIX}${process.pid}-${Date.now()}`));
  const aside = existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.startsWith(SET_ASIDE_PREFIX)) : [];
  return Promise.allSettled(aside.map((name) => rm(join(cacheDir, name), { recursive: true, force: true }))).then(
    (results) =>
      results.flatMap((result, index) =>
        result.status === 'rejected' ? [`${aside[index]}: ${String(result.reason)}`] : [],
      ),
  );
}

/** What a build of the changed pages writes beside its folder: the whole site's record, and the files gone. */
export function changesFile(outDir: string): string {
  return `${outDir.replace(/[/\\]+$/, '')}.changes.json`;
}

export async function readChanges(outDir: string): Promise<{ record: PageRecord; gone: string[] }> {
  return JSON.parse(await readFile(changesFile(outDir), 'utf8')) as { record: PageRecord; gone: string[] };
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Puts every file of `layer` into `into` as a hard link, in place of the file of that name there. */
export async function overlayTree(layer: string, into: string): Promise<number> {
  const files = await filesUnder(layer);
  await inBatches(files, async (file) => {
    const target = join(into, file);
    // Unlinked first: the file there is shared with the live build and must not be written.
    await rm(target, { force: true });
    await mkdir(dirname(target), { recursive: true });
    await link(join(layer, file), target);
  });
  return files.length;
}

/** Removes the files of pages that are gone, and the folders they leave empty. */
export async function removeGone(root: string, files: readonly string[]): Promise<void> {
  await inBatches(files, async (file) => {
    const target = join(root, file);
    if (!target.startsWith(root + sep)) throw new Error(`${file} is not inside the build`);
    await rm(target, { force: true });
    for (let dir = dirname(target); dir.startsWith(root + sep); dir = dirname(dir)) {
      // Stops at the first folder that still holds something.
      const removed = await rmdir(dir).then(
        () => true,
        () => false,
      );
      if (!removed) break;
    }
  });
}
