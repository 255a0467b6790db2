/**
 * Given by the publishing engine's Astro integration (publishing/site-build/astro-integration.ts)
 * to the site's content queries.
 */
declare module 'virtual:publishing' {
  import type { Change } from '../contract/rebuild-changes.ts';
  /**
   * getStaticPaths entries with their cache keys; in a round of a publish's changed pages only
   * those whose key the live build lacks.
   */
  export function withCacheKeys<P extends { props: unknown }>(paths: P[]): (P & { cacheKey: string })[];
  /** Hands a part of the catalogue as read to the search index, when the build asks for it; gives it back. */
  export function shareCatalogue<T>(part: 'blogs' | 'vlogs' | 'issues', value: T): T;
  /** The round of rendering under way: a build, or one publish in a warm renderer. */
  export function currentRound(): { readonly generation: number };
  /** What changed after round `since`: `all` when everything must be read again. */
  export function changesSince(since: number): readonly Change[] | 'all';
}
