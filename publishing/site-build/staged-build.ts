/**
 * Where a whole build is written: one folder of the build's cache, the same for every build, moved
 * to the build's own folder when done.
 */
import { cpSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface StagedBuild {
  root: string;
  outDir: string;
  cacheDir: string;
}

export const STAGING_FOLDER = 'staging';

/**
 * Builds into a folder of the cache, the same for every build, then moves the result to `outDir`.
 * Astro writes its output folder's path into the code of every page that uses its assets, and a
 * page whose code changed is rendered again rather than copied from the incremental cache: built
 * straight into a new folder each time (as a publish and the benchmarks do), every page was.
 */
export async function buildInStaging(
  { root, outDir, cacheDir }: StagedBuild,
  build: (options: StagedBuild) => Promise<unknown>,
): Promise<void> {
  const staging = join(cacheDir, STAGING_FOLDER);
  rmSync(staging, { recursive: true, force: true });
  await build({ root, outDir: staging, cacheDir });
  rmSync(outDir, { recursive: true, force: true });
  try {
    renameSync(staging, outDir);
  } catch (error) {
    // Another file system than the cache's: copied instead.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(staging, outDir, { recursive: true });
    rmSync(staging, { recursive: true, force: true });
  }
}
