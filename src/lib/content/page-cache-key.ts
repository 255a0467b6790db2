/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`): a page returned by
 * getStaticPaths with the same key as last build, and unchanged code, is copied instead of
 * rendered. The key is a digest of everything the page is made from that the code does not hold:
 * its props (the item as the API sent it) and the `PUBLIC_*` settings baked into pages and
 * scripts (the API's address in image URLs, Firebase and EmailJS identifiers).
 */
import { createHash } from 'node:crypto';
import { onlyChanged } from './changed-pages-only.ts';

/** The `PUBLIC_*` settings of this build, sorted so their order does not matter. */
export function publicSettings(env: Record<string, string | undefined> = process.env): [string, string][] {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => entry[0].startsWith('PUBLIC_') && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function pageCacheKey(props: unknown, env: Record<string, string | undefined> = process.env): string {
  return createHash('sha256')
    .update(JSON.stringify({ props, settings: publicSettings(env) }))
    .digest('base64url');
}

/**
 * getStaticPaths entries with their cache keys; in a build of the changed pages only, just those
 * whose key the live build lacks (changed-pages-only.ts).
 */
export function withCacheKeys<P extends { props: unknown }>(paths: P[]): (P & { cacheKey: string })[] {
  const settings = Object.fromEntries(publicSettings());
  return onlyChanged(paths.map((path) => ({ ...path, cacheKey: pageCacheKey(path.props, settings) })));
}
