/**
 * The served site is a symlink (the live link) to one complete build under a builds folder. A
 * switch writes a temporary link beside it and renames it over the live one: rename is atomic, so
 * a reader of the link sees either the old build or the new one, never neither.
 */
import { copyFile, link, lstat, mkdir, readdir, readlink, realpath, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pageRecordFile } from '../build/page-record.ts';

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
 * Removes every build but the live one and the `keepPrevious` newest others: a request still
 * streaming from a replaced build, or a page that still asks for its hashed assets, finds them.
 */
export async function pruneBuilds(buildsDir: string, liveLink: string, keepPrevious: number): Promise<string[]> {
  const live = (await liveBuildDir(liveLink)) ?? (await readlink(liveLink).catch(() => undefined));
  const liveName = live ? basename(live) : undefined;
  const others = (await listBuilds(buildsDir)).filter((dir) => basename(dir) !== liveName);
  const removed = others.slice(keepPrevious);
  await Promise.all(
    removed.map((dir) =>
      Promise.all([rm(dir, { recursive: true, force: true }), rm(pageRecordFile(dir), { force: true })]),
    ),
  );
  return removed;
}

/** Hard links made at once: enough to keep the disk busy, few enough to leave file handles spare. */
const LINKS_AT_ONCE = 64;

/**
 * A copy of the build `from` at `to` made of hard links (copies across file systems), without
 * blocking: the process that serves the site keeps answering while thousands of files are linked.
 * Builds are never written once finished, so sharing their files is safe.
 */
export async function linkBuild(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory())
      await mkdir(join(to, entry.parentPath.slice(from.length), entry.name), { recursive: true });
  }
  const files = entries.filter((entry) => entry.isFile());
  for (let start = 0; start < files.length; start += LINKS_AT_ONCE) {
    await Promise.all(
      files.slice(start, start + LINKS_AT_ONCE).map(async (entry) => {
        const source = join(entry.parentPath, entry.name);
        const target = join(to, source.slice(from.length));
        try {
          await link(source, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          await copyFile(source, target);
        }
      }),
    );
  }
}
