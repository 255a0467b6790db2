/**
 * Given by the publishing engine's Astro integration (publishing/site-build/astro-integration.ts)
 * to the site's content queries.
 */
declare module 'virtual:publishing' {
  /**
   * getStaticPaths entries with their cache keys; in a build of a publish's changed pages only
   * those whose key the live build lacks.
   */
  export function withCacheKeys<P extends { props: unknown }>(paths: P[]): (P & { cacheKey: string })[];
  /** Hands a part of the catalogue as read to the search index, when the build asks for it; gives it back. */
  export function shareCatalogue<T>(part: 'blogs' | 'vlogs' | 'issues', value: T): T;
}
