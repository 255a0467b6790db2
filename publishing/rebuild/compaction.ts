/**
 * Each publish's layer names every path changed since the whole build beneath it
 * (publishing/site-build/layered-build.ts), so the manifest grows with every distinct page
 * published. Past a bound, once a publish is done, the live build is made whole again: a whole
 * copy of it, made of hard links, switched to in its place. Its pages are the live ones, so no
 * reader sees a change; the next publish is a layer over it. A new write stops it.
 */
import { copyFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { changedPathCount, wholeCopyOf } from '../site-build/layered-build.ts';
import { pageRecordFile, removePageRecord } from '../site-build/page-record.ts';
import { liveBuildDir, switchLive } from './live-link.ts';

/** Changed paths a live layer may carry before it is made whole: a manifest of about 300 KB. */
export const LAYER_PATHS_BOUND = 5000;

/** Where the whole copy is made before it moves to its own folder (hidden from listBuilds). */
const COMPACT_STAGING_DIR = '.whole-staging';

export interface Compaction {
  liveLink: string;
  buildsDir: string;
  /** The id the whole copy takes. */
  build: string;
  bound?: number;
  signal: AbortSignal;
}

/**
 * Makes the live build whole when its manifest carries more than `bound` paths; answers the new
 * build's folder, or undefined when nothing was done (short enough, or stopped by a write).
 */
export async function compactLive({
  liveLink,
  buildsDir,
  build,
  bound = LAYER_PATHS_BOUND,
  signal,
}: Compaction): Promise<string | undefined> {
  const live = await liveBuildDir(liveLink);
  if (!live || changedPathCount(live) <= bound) return undefined;
  const staging = join(buildsDir, COMPACT_STAGING_DIR);
  const dir = join(buildsDir, build);
  await rm(staging, { recursive: true, force: true });
  try {
    await wholeCopyOf(live, staging, signal);
    signal.throwIfAborted();
    await rename(staging, dir);
    // The same pages: the same record, for the next publish to build on.
    await copyFile(pageRecordFile(live), pageRecordFile(dir)).catch(() => undefined);
    await switchLive(liveLink, dir);
    return dir;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    removePageRecord(dir);
    if (signal.aborted) return undefined;
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
