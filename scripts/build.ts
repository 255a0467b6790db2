/**
 * `npm run build` and the build benchmark: `astro build` with the Node flags below, then the
 * search index (src/integrations/search-index-writer.ts) once Astro has exited and its memory is
 * released, so the two peaks do not add up. ASTRO_OUT_DIR and ASTRO_CACHE_DIR as for Astro.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildDirs } from '../src/integrations/build-dirs.ts';
import { searchIndexCache, writeSearchIndex } from '../src/integrations/search-index-writer.ts';
import { binPath } from './lib/processes.ts';
import { PROJECT_ROOT } from './lib/settings.ts';

/**
 * Node flags for Astro, in the one place every build passes through. None for now: a larger young
 * generation (`--max-semi-space-size=64`) measured no less garbage collection (5.3 s against
 * 4.3 s of a 10,000-article build) and no less CPU time.
 */
export const BUILD_NODE_FLAGS: string[] = [];

function astroBuild(): Promise<number> {
  const child = spawn(process.execPath, [...BUILD_NODE_FLAGS, binPath('astro', 'bin/astro.mjs'), 'build'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    // The integration leaves the index to this script (src/integrations/search-index.ts).
    env: { ...process.env, SEARCH_INDEX_AFTER_BUILD: '1' },
  });
  // Stopping the build (the stack's stop, Ctrl-C) stops Astro too; after Astro, the default.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward).on('SIGINT', forward);
  return new Promise((resolveExit, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward).off('SIGINT', forward);
      resolveExit(code ?? (signal ? 1 : 0));
    });
  });
}

const code = await astroBuild();
if (code !== 0) process.exit(code);
const { outDir, cacheDir } = buildDirs();
try {
  const started = performance.now();
  const how = await writeSearchIndex(resolve(PROJECT_ROOT, outDir), searchIndexCache(resolve(PROJECT_ROOT, cacheDir)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // scripts/bench-build.ts reads the seconds from this line: the index's share of the build.
  console.log(
    `[search] ${how === 'reused' ? 'Pages unchanged since the last build: search index reused' : 'Pages indexed'} in ${seconds} s`,
  );
} catch (error) {
  console.error(`[search] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
