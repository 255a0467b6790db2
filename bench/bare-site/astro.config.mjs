// @ts-check
/**
 * The bare baseline of `npm run bench:build`: plain Astro, no integrations, one plain page per
 * article of the same API, so the magazine's build time can be read as a ratio against it.
 */
import { defineConfig } from 'astro/config';

export default defineConfig({
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
});
