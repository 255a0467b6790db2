/**
 * Where a build writes its pages and keeps its caches, read by Astro's config and by the search
 * index step that runs after Astro (scripts/build.ts). Relative paths are from the project root.
 */
export function buildDirs(env: NodeJS.ProcessEnv = process.env): { outDir: string; cacheDir: string } {
  return {
    outDir: env.ASTRO_OUT_DIR || './dist',
    // Kept apart from the output, so a build into a fresh directory still reuses unchanged pages.
    cacheDir: env.ASTRO_CACHE_DIR || './node_modules/.astro',
  };
}
