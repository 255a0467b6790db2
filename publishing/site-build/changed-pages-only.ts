/**
 * A build of the changed pages only (changed-pages.ts, for a publish): getStaticPaths leaves out
 * every page whose cache key the live build has already, and the build keeps that page's file
 * from the live build instead. Before Astro runs, the build worker writes the live build's keyed
 * pages into a folder of that build's own cache (`startChangedPagesOnly`); the Astro integration
 * (astro-integration.ts) finds the folder there and names it to the pages through a virtual
 * module. The pages write every key they have beside it, which the worker and the sitemap read
 * once every getStaticPaths has run. Without the folder every page is built, as `npm run build` does.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FOLDER = 'changed-pages-only';
const LIVE_PAGES_FILE = 'live-pages.json';
const KEYS_FILE = 'page-keys.txt';

/** The live build's keyed pages: output file → cache key. */
export type LivePages = Readonly<Record<string, string>>;

/** Sets up a build of the changed pages in the Astro cache `cacheDir`; answers the folder it uses. */
export function startChangedPagesOnly(cacheDir: string, livePages: LivePages): string {
  const folder = join(cacheDir, FOLDER);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, LIVE_PAGES_FILE), JSON.stringify(livePages));
  writeFileSync(join(folder, KEYS_FILE), '');
  return folder;
}

/** The folder of a build of the changed pages in the Astro cache `cacheDir`; undefined for a whole build. */
export function changedPagesOnlyIn(cacheDir: string): string | undefined {
  const folder = join(cacheDir, FOLDER);
  return existsSync(join(folder, LIVE_PAGES_FILE)) ? folder : undefined;
}

function livePagesOf(folder: string): LivePages {
  return JSON.parse(readFileSync(join(folder, LIVE_PAGES_FILE), 'utf8')) as LivePages;
}

/** The live keys of each folder, read once per build process. */
const liveKeysRead = new Map<string, ReadonlySet<string>>();

function liveKeysOf(folder: string): ReadonlySet<string> {
  let keys = liveKeysRead.get(folder);
  if (!keys) {
    keys = new Set(Object.values(livePagesOf(folder)));
    liveKeysRead.set(folder, keys);
  }
  return keys;
}

/**
 * The entries a build renders: all of them, or in a build of the changed pages (`folder`) those
 * the live build lacks, every key kept in the folder.
 */
export function onlyChanged<P extends { cacheKey: string }>(paths: P[], folder: string | undefined): P[] {
  if (!folder) return paths;
  if (paths.length) appendFileSync(join(folder, KEYS_FILE), `${paths.map((path) => path.cacheKey).join('\n')}\n`);
  const live = liveKeysOf(folder);
  return paths.filter((path) => !live.has(path.cacheKey));
}

/** Every key the build's pages have, rendered or kept. */
export function keysOfBuild(folder: string): Set<string> {
  return new Set(
    readFileSync(join(folder, KEYS_FILE), 'utf8')
      .split('\n')
      .filter((key) => key !== ''),
  );
}

/**
 * The addresses of the live build's pages that a build of the changed pages keeps (the sitemap
 * must still list them); none in a whole build. Read once every getStaticPaths has run.
 */
export function keptPageUrls(folder: string | undefined, site: string): string[] {
  if (!folder) return [];
  const keys = keysOfBuild(folder);
  return Object.entries(livePagesOf(folder))
    .filter(([file, key]) => file.endsWith('.html') && keys.has(key))
    .map(([file]) => new URL(`/${file.replace(/(^|\/)index\.html$/, '$1')}`, site).href);
}
