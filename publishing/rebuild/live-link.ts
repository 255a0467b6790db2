/**
 * The served site is a symlink (the live link) to one complete build under a builds folder. A
 * switch writes a temporary link beside it and renames it over the live one: rename is atomic, so
 * a reader of the link sees either the old build or the new one, never neither.
 */
import { lstat, mkdir, readdir, readlink, realpath, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { foldersBeneath } from '../site-build/layered-build.ts';
import { pageRecordFile } from '../site-build/page-record.ts';
import { removeFolders } from './folder-removal.ts';

/** Build ids sort by time: `20261121T032302123Z-0001`. */
export function newBuildId(now = new Date(), sequence = 0): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${String(sequence).padStart(4, '0')}`;
}

/** The build folder the live link names, or undefined when there is no live build yet. */
export async function liveBuildDir(liveLink: string): Promise<string | undefined> {
  try {
    return await realpath(liveLink);
  } catch {
    return undefined;
  }
}

/** Points the live link at `buildDir` in one step; creates the link the first time. */
export async function switchLive(liveLink: string, buildDir: string): Promise<void> {
  await mkdir(dirname(liveLink), { recursive: true });
  const existing = await lstat(liveLink).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) {
    throw new Error(`${liveLink} is not a link to a build; remove it and start again`);
  }
  const temporary = join(dirname(liveLink), `.${basename(liveLink)}.${process.pid}.${Date.now()}`);
  await symlink(resolve(buildDir), temporary, 'dir');
  try {
    await rename(temporary, liveLink);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Finished build folders under `buildsDir`, newest first. */
export async function listBuilds(buildsDir: string): Promise<string[]> {
  const entries = await readdir(buildsDir, { withFileTypes: true }).catch(() => []);
  return (
    entries
      // A build still being written sits in a hidden folder.
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => join(buildsDir, entry.name))
      .sort()
      .reverse()
  );
}

/**
 * Removes every build but the live one and the `keepPrevious` newest others, and the folders
 * their layers read from (layered-build.ts): a request still streaming from a replaced build, or
 * a page that still asks for its hashed assets, finds them.
 */
export async function pruneBuilds(buildsDir: string, liveLink: string, keepPrevious: number): Promise<string[]> {
  const live = (await liveBuildDir(liveLink)) ?? (await readlink(liveLink).catch(() => undefined));
  const liveName = live ? basename(live) : undefined;
  const builds = await listBuilds(buildsDir);
  const others = builds.filter((dir) => basename(dir) !== liveName);
  const kept = [...builds.filter((dir) => basename(dir) === liveName), ...others.slice(0, keepPrevious)];
  const needed = new Set(
    kept.flatMap((dir) => [basename(dir), ...foldersBeneath(dir).map((folder) => basename(folder))]),
  );
  const removed = others.slice(keepPrevious).filter((dir) => !needed.has(basename(dir)));
  await Promise.all(removed.map((dir) => rm(pageRecordFile(dir), { force: true })));
  await removeFolders(buildsDir, removed);
  return removed;
}
