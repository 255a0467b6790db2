/**
 * The results a written Pagefind bundle holds, read from its fragment files: a result's id (what
 * the search page gets before loading it) is the name of its fragment, and the fragment names the
 * page. The bundle of recent changes uses them to hide the kept results it replaces
 * (recent-bundle.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
