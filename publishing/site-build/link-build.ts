/**
 * Copies of a finished build made of hard links: the rebuild service's folder for a build's search
 * index, and a publish's new build on top of the live one (changed-pages.ts).
 */
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Hard links made at once: enough to keep the disk busy, few enough to leave file handles spare. */
const LINKS_AT_ONCE = 64;

/** Runs `work` over `items` a batch of LINKS_AT_ONCE at a time. */
export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += LINKS_AT_ONCE) {
    await Promise.all(items.slice(start, start + LINKS_AT_ONCE).map(work));
  }
}

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
  await inBatches(files, async (entry) => {
    const source = join(entry.parentPath, entry.name);
    const target = join(to, source.slice(from.length));
    try {
      await link(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(source, target);
    }
  });
}
