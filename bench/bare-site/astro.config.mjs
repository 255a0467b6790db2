// @ts-check
/**
 * The bare baseline of `npm run bench:build`: plain Astro, no integrations, one plain page per
 * article of the same API, so the magazine's build time can be read as a ratio against it. Built
 * through the same pipeline (publishing/site-build/build-site.ts), which names the output and cache folders.
 */
import { defineConfig } from 'astro/config';

export default defineConfig({});
