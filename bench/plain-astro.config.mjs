// @ts-check
/**
 * The site's own Astro config, unchanged but for its cache folder: the yardstick of
 * `npm run bench:build` is a plain `astro build` of this project, and Astro's CLI takes no cache
 * folder, so this config takes one from BENCH_ASTRO_CACHE_DIR, which the benchmark makes new and
 * empty for each run. The site's default, node_modules/.astro, would reuse what another build left there.
 */
import site from '../astro.config.mjs';

const cacheDir = process.env.BENCH_ASTRO_CACHE_DIR;
if (!cacheDir) throw new Error('BENCH_ASTRO_CACHE_DIR must name the cache folder of the plain Astro build');

export default { ...site, cacheDir };
