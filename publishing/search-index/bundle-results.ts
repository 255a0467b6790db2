/**
 * The results a written Pagefind bundle holds, read from its fragment files: a result's id (what
 * the search page gets before loading it) is the name of its fragment, and the fragment names the
 * page. The bundle of recent changes uses them to hide the kept results it replaces
 * (recent-bundle.ts). Reading a bundle's 2,000 fragments took a publish 0.1 to 0.2 s, so each
 * kept bundle's results are written down once, when the bundle is (writer.ts).
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Pagefind's mark at the start of each file it writes, before the JSON. */
const PAGEFIND_SIGNATURE = 'pagefind_dcd';
const FRAGMENTS_DIR = 'fragment';

/** A bundle's fragment files with the id each stands for. */
function fragmentFiles(bundleFolder: string): { file: string; id: string }[] {
  const fragments = join(bundleFolder, FRAGMENTS_DIR);
  if (!existsSync(fragments)) return [];
  return readdirSync(fragments).map((name) => ({
    file: join(fragments, name),
    id: name.replace(/\.pf_fragment$/, ''),
  }));
}

/** The ids of a bundle's results. */
export function resultIds(bundleFolder: string): Set<string> {
  return new Set(fragmentFiles(bundleFolder).map(({ id }) => id));
}

/** A bundle's results by page address (one fragment a page, or a group of them in one file). */
export function resultsByUrl(bundleFolder: string): Map<string, string> {
  const results = new Map<string, string>();
  for (const { file, id } of fragmentFiles(bundleFolder)) {
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const fragment = JSON.parse(
      text.startsWith(PAGEFIND_SIGNATURE) ? text.slice(PAGEFIND_SIGNATURE.length) : text,
    ) as Record<string, unknown>;
    if (typeof fragment.url === 'string') results.set(fragment.url, id);
    else {
      for (const [groupedId, grouped] of Object.entries(fragment as Record<string, { url?: unknown }>)) {
        if (typeof grouped.url === 'string') results.set(grouped.url, groupedId);
      }
    }
  }
  return results;
}

/** Writes a bundle's results by page address into `file`, whole or not at all. */
export function writeBundleResults(bundleFolder: string, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.next`, JSON.stringify(Object.fromEntries(resultsByUrl(bundleFolder))));
  renameSync(`${file}.next`, file);
}

/** A kept bundle's results by page address, as written down with it; undefined when they were not. */
export function readBundleResults(file: string): Map<string, string> | undefined {
  if (!existsSync(file)) return undefined;
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/** The results of a bundle kept as it was go with it into the next cache: linked, or read again when missing. */
export function keepBundleResults(from: string, to: string, bundleFolder: string): void {
  if (!existsSync(from)) return writeBundleResults(bundleFolder, to);
  mkdirSync(dirname(to), { recursive: true });
  linkSync(from, to);
}
