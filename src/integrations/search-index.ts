/**
 * Site search under Astro's dev server: astro-pagefind serves the index of the last build
 * (`<outDir>/pagefind/`). Its own indexing after `astro build` is left out: the build pipeline
 * (publishing/site-build/build-site.ts) writes the index in bundles once Astro has exited, or reuses the last one.
 */
import type { AstroIntegration } from 'astro';
import pagefind from 'astro-pagefind';

export function searchIndexInDev(): AstroIntegration {
  const { 'astro:build:done': _indexedByThePipeline, ...hooks } = pagefind().hooks;
  return { name: 'serendib-search-in-dev', hooks };
}
