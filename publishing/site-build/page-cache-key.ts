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

/**
 * Digests of the objects in pages' props, each taken once per build process: an item sits in its
 * own page's props, its card's and a list page's, and at 10,000 articles writing each out again for
 * every page that holds it took about a second of every publish. The objects are the catalogue as
 * read for this build (content/queries.ts), which nothing changes once read.
 */
const digests = new WeakMap<object, string>();

/** In a page's props, every nested object (not array) stands for its digest, taken once. */
function nestedAsDigest(key: string, value: unknown): unknown {
  return key !== '' && typeof value === 'object' && value !== null && !Array.isArray(value)
    ? `#${digestOf(value)}`
    : value;
}

function digestOf(value: object): string {
  let digest = digests.get(value);
  if (digest === undefined) {
    digest = createHash('sha256').update(JSON.stringify(value, nestedAsDigest)).digest('base64url');
    digests.set(value, digest);
  }
  return digest;
}

/** The settings part of every key, written once per list of paths rather than once per page. */
function settingsPart(env: Record<string, string | undefined>): string {
  return JSON.stringify(publicSettings(env));
}

function keyOf(props: unknown, settings: string): string {
  return createHash('sha256')
    .update(settings)
    .update('\0')
    .update(JSON.stringify(props, nestedAsDigest))
    .digest('base64url');
}

export function pageCacheKey(props: unknown, env: Record<string, string | undefined> = process.env): string {
  return keyOf(props, settingsPart(env));
}

/** The same keys, in the same order. */
function sameKeys(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key, index) => key === bKeys[index]);
}

/** The same value, or an array or object of the very same values: what serialises to the same key. */
function samePart(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value: unknown, index) => value === b[index])
    );
  }
  if (!sameKeys(a, b)) return false;
  for (const key in a) if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false;
  return true;
}

function sameProps(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (!sameKeys(a, b)) return false;
  for (const key in a) {
    if (!samePart((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * Each page's last props and key, by its params. A warm renderer works out every page's props
 * again each publish, from the same objects for the unchanged items (content/queries.ts), and
 * digesting them all again took 0.2 s a publish at 10,000 articles: props made of the very same
 * parts have the same key.
 */
const lastKeys = new Map<string, { props: unknown; settings: string; key: string }>();

/** Keys by the props object itself, for pages whose props are kept as one object from round to round. */
const keysOfProps = new WeakMap<object, { settings: string; key: string }>();

function cachedKeyOf(params: unknown, props: unknown, settings: string): string {
  const same = typeof props === 'object' && props !== null ? keysOfProps.get(props) : undefined;
  if (same?.settings === settings) return same.key;
  const key = keyByParams(params, props, settings);
  if (typeof props === 'object' && props !== null) keysOfProps.set(props, { settings, key });
  return key;
}

function keyByParams(params: unknown, props: unknown, settings: string): string {
  const name = JSON.stringify(params);
  const last = lastKeys.get(name);
  if (last && last.settings === settings && sameProps(props, last.props)) return last.key;
  const key = keyOf(props, settings);
  lastKeys.set(name, { props, settings, key });
  return key;
}

/**
 * getStaticPaths entries with their cache keys; in a round of changed pages only (render-round.ts),
 * just those whose key the live build lacks.
 */
export function withCacheKeys<P extends { params?: unknown; props: unknown }>(
  paths: P[],
): (P & { cacheKey: string })[] {
  const settings = settingsPart(process.env);
  return onlyChanged(paths.map((path) => ({ ...path, cacheKey: cachedKeyOf(path.params, path.props, settings) })));
}
