/**
 * A build of the changed pages only (build/changed-pages.ts, for a publish): getStaticPaths leaves
 * out every page whose cache key the live build has already, and the build keeps that page's file
 * from the live build instead. The build worker sets this up before Astro runs; the bundled pages
 * are other module instances than the worker's, so it lives on globalThis. Without it every page
 * is built, as `npm run build` does.
 */
const SLOT = Symbol.for('serendib-luxe.changed-pages-only');

export interface ChangedPagesOnly {
  /** The live build's keyed pages: output file → cache key. */
  livePages: Readonly<Record<string, string>>;
  liveKeys: ReadonlySet<string>;
  /** Every key this build's pages have, rendered or kept. */
  keys: Set<string>;
}

type Slot = { [SLOT]?: ChangedPagesOnly };

export function startChangedPagesOnly(livePages: Record<string, string>): ChangedPagesOnly {
  const state: ChangedPagesOnly = { livePages, liveKeys: new Set(Object.values(livePages)), keys: new Set() };
  (globalThis as Slot)[SLOT] = state;
  return state;
}

export function changedPagesOnly(): ChangedPagesOnly | undefined {
  return (globalThis as Slot)[SLOT];
}

/** The entries a build renders: all of them, or in a build of the changed pages those the live build lacks. */
export function onlyChanged<P extends { cacheKey: string }>(paths: P[]): P[] {
  const state = changedPagesOnly();
  if (!state) return paths;
  for (const path of paths) state.keys.add(path.cacheKey);
  return paths.filter((path) => !state.liveKeys.has(path.cacheKey));
}

/**
 * The addresses of the live build's pages that a build of the changed pages keeps (the sitemap
 * must still list them); none in a whole build. Read once every getStaticPaths has run.
 */
export function keptPageUrls(site: string): string[] {
  const state = changedPagesOnly();
  if (!state) return [];
  return Object.entries(state.livePages)
    .filter(([file, key]) => file.endsWith('.html') && state.keys.has(key))
    .map(([file]) => new URL(`/${file.replace(/(^|\/)index\.html$/, '$1')}`, site).href);
}
