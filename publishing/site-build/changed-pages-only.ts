/**
 * A build of the changed pages only (a publish): getStaticPaths leaves out every page whose cache
 * key the live build has already, and the build keeps that page's file from the live build
 * instead. The build worker names the live build's keyed pages to the round it starts
 * (render-round.ts); the pages keep every key they have in it, which the worker and the sitemap
 * read once every getStaticPaths has run. In a round without live pages every page is built, as
 * `npm run build` does.
 */
import { currentRound, type RenderRound } from './render-round.ts';

/**
 * The entries a round renders: all of them, or in a round of changed pages those the live build
 * lacks, every key kept in the round.
 */
export function onlyChanged<P extends { cacheKey: string }>(paths: P[], round: RenderRound = currentRound()): P[] {
  for (const path of paths) round.keys.add(path.cacheKey);
  const live = round.liveKeys;
  return live ? paths.filter((path) => !live.has(path.cacheKey)) : paths;
}

/**
 * The addresses of the live build's pages that a round of changed pages keeps (the sitemap must
 * still list them); none in a whole build. Read once every getStaticPaths has run.
 */
export function keptPageUrls(site: string, round: RenderRound = currentRound()): string[] {
  if (!round.livePages) return [];
  return Object.entries(round.livePages).flatMap(([file, key]) =>
    round.keys.has(key) ? (pageUrlOfFile(file, site) ?? []) : [],
  );
}

/** The address of the page a built file is (`blogs/tea/index.html` → `/blogs/tea/`); none for a file that is no page. */
export function pageUrlOfFile(file: string, site: string): string | undefined {
  return file.endsWith('.html') ? new URL(`/${file.replace(/(^|\/)index\.html$/, '$1')}`, site).href : undefined;
}
