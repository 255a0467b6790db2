/**
 * The catalogue as the build read it, shared with the search documents so a build reads it from
 * the API once. When a build indexes beside Astro, build-site.ts makes an empty folder in Astro's
 * cache; the Astro integration finds it and the pages' content queries write each part they read
 * into it (`shareCatalogue`, through the virtual module); the search documents' process waits
 * for the parts there instead of reading the API again (search-source.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue, Item } from '../../src/lib/api/index.ts';

const FOLDER = 'catalogue';
/** Written once Astro has finished: a part still missing then was never read by the build. */
const BUILD_DONE = 'build-done';
/** How often the documents' process looks for the parts while Astro reads them. */
const POLL_MS = 100;

export interface SharedCatalogue {
  blogs: Item[];
  vlogs: Item[];
  issues: Issue[];
}

export type CataloguePart = keyof SharedCatalogue;
const PARTS: CataloguePart[] = ['blogs', 'vlogs', 'issues'];

export function catalogueFolder(astroCacheDir: string): string {
  return join(astroCacheDir, FOLDER);
}

/** Asks the next build in `astroCacheDir` to share its catalogue: an empty folder, no part of the last build's left. */
export function askForCatalogue(astroCacheDir: string): string {
  const folder = catalogueFolder(astroCacheDir);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Asks the next build in `astroCacheDir` not to share its catalogue: nobody will read it. */
export function shareNoCatalogue(astroCacheDir: string): void {
  rmSync(catalogueFolder(astroCacheDir), { recursive: true, force: true });
}

/** The folder a build shares its catalogue into, when it was asked to; undefined otherwise. */
export function catalogueWanted(astroCacheDir: string): string | undefined {
  const folder = catalogueFolder(astroCacheDir);
  return existsSync(folder) ? folder : undefined;
}

/** Writes one part as it was read (whole, then renamed into place) and gives it back. */
export function shareCatalogue<T>(folder: string | undefined, part: CataloguePart, value: T): T {
  if (folder) {
    const file = join(folder, `${part}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(value));
    renameSync(`${file}.part`, file);
  }
  return value;
}

/** Says the build is over: the reader stops waiting for parts it did not share. */
export function catalogueComplete(astroCacheDir: string): void {
  const folder = catalogueWanted(astroCacheDir);
  if (folder) writeFileSync(join(folder, BUILD_DONE), '');
}

/**
 * Waits for every part the build shares into `folder`, and reads them; once the build is over,
 * reads those it shared and leaves out the others (a site without one of the routes).
 */
export async function readSharedCatalogue(folder: string): Promise<Partial<SharedCatalogue>> {
  const fileOf = (part: CataloguePart) => join(folder, `${part}.json`);
  const allThere = () => PARTS.every((part) => existsSync(fileOf(part)));
  while (!allThere() && !existsSync(join(folder, BUILD_DONE))) await new Promise((wait) => setTimeout(wait, POLL_MS));
  const shared = PARTS.filter((part) => existsSync(fileOf(part)));
  return Object.fromEntries(shared.map((part) => [part, JSON.parse(readFileSync(fileOf(part), 'utf8')) as unknown]));
}
