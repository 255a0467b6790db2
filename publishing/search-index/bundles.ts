/**
 * How the searchable pages are split into Pagefind bundles (SEARCH_INDEXING in src/config/search.ts).
 * A page's bundle follows from its path alone, so a publish changes one bundle and leaves the
 * others as they were. Bundle 0 is the primary one at SEARCH.bundlePath, whose script the search
 * page loads; bundle n (n > 0) sits at `<bundlePath>shard-<n>/` and is merged into it, as is the
 * bundle of recent changes at `<bundlePath>recent/`.
 */
import { createHash } from 'node:crypto';
import { SEARCH, SEARCH_INDEXING } from '../../src/config/search.ts';

/** The primary bundle's folder in a built site, without slashes: `pagefind`. */
export const SEARCH_INDEX_DIR = SEARCH.bundlePath.replace(/^\/|\/$/g, '');

/** The bundle of recent changes' folder in a built site (recent-bundle.ts). */
export const RECENT_BUNDLE_DIR = `${SEARCH_INDEX_DIR}/${SEARCH_INDEXING.recentBundle}`;

/** What documents-process.ts writes beside the bundles' documents: the list writer.ts indexes. */
export const DOCUMENT_BUNDLES_FILE = 'bundles.json';

/** How many bundles `pages` searchable pages take: at least one, even for none. */
export function bundleCount(pages: number, pagesPerBundle: number): number {
  if (!Number.isInteger(pagesPerBundle) || pagesPerBundle < 1) {
    throw new Error(`Pages per search bundle must be a positive whole number, not ${pagesPerBundle}`);
  }
  return Math.max(1, Math.ceil(pages / pagesPerBundle));
}

/** The bundle of a page (its path in the built site): spread evenly, the same in every build. */
export function bundleOf(pagePath: string, bundles: number): number {
  return createHash('sha1').update(pagePath).digest().readUInt32BE(0) % bundles;
}

/** Bundle n's folder, relative to the built site's root. */
export function bundleDir(bundle: number): string {
  return bundle === 0 ? SEARCH_INDEX_DIR : `${SEARCH_INDEX_DIR}/shard-${bundle}`;
}

/** Bundle n's address on the site, as Pagefind's mergeIndex takes it. */
export function bundleUrl(bundle: number): string {
  return `/${bundleDir(bundle)}/`;
}
