/**
 * Old builds are removed by a process of their own at the lowest priority. An old whole build of
 * 50,000 articles is some 58,000 files: removed in the rebuild service's own process, they filled
 * the thread pool its static server reads files with, and the next publish was served 7 s late.
 * A folder is first renamed aside (hidden, so no list of builds names it while it goes); one left
 * by a removal that stopped halfway is removed with the next.
 */
import { spawn } from 'node:child_process';
import { readdir, rename } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { completion } from '../child-processes.ts';

const ASIDE_PREFIX = '.removing-';
const LOWEST_PRIORITY = 19;

const REMOVER = `
  const { rmSync } = require('node:fs');
  for (const dir of process.argv.slice(1)) rmSync(dir, { recursive: true, force: true });
`;

/** Removes `dirs` (siblings in `parent`), and whatever an earlier removal left aside there. */
export async function removeFolders(parent: string, dirs: readonly string[]): Promise<void> {
  const aside: string[] = [];
  for (const dir of dirs) {
    const to = join(dirname(dir), `${ASIDE_PREFIX}${basename(dir)}`);
    await rename(dir, to).then(
      () => aside.push(to),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  const entries = await readdir(parent).catch(() => [] as string[]);
  const left = entries.filter((name) => name.startsWith(ASIDE_PREFIX)).map((name) => join(parent, name));
  const all = [...new Set([...aside, ...left])];
  if (all.length === 0) return;
  const child = spawn(process.execPath, ['-e', REMOVER, ...all], { stdio: 'ignore' });
  try {
    if (child.pid !== undefined) setPriority(child.pid, LOWEST_PRIORITY);
  } catch {
    // A system that will not lower it removes the folders at the usual priority.
  }
  await completion(child, 'The removal of old builds');
}
