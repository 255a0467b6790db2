/**
 * Given by the publishing engine's Astro integration (publishing/site-build/astro-integration.ts):
 * getStaticPaths entries with their cache keys, and in a build of a publish's changed pages only
 * those whose key the live build lacks.
 */
declare module 'virtual:page-cache-keys' {
  export function withCacheKeys<P extends { props: unknown }>(paths: P[]): (P & { cacheKey: string })[];
}
