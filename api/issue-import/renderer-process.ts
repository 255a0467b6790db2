/**
 * The processes that render print PDFs (the import, a page's replacement): pdf.js, the canvas and
 * sharp take their memory and CPU there, at a lower priority than the API's readers.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

/** A nice value: rendering takes the cores readers' requests leave idle. */
const RENDER_PRIORITY = 10;

/**
 * glibc gives each thread that allocates its own arena; sharp's and the canvas's threads each
 * kept one of a page's large pictures, which grew a photo-heavy import's process by about a third.
 * Two arenas keep that memory reused.
 */
const MALLOC_ARENAS = '2';

export function forkRenderer(entry: string): ChildProcess {
  const child = fork(entry, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
    env: { ...process.env, MALLOC_ARENA_MAX: MALLOC_ARENAS },
  });
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, RENDER_PRIORITY);
    } catch {
      // A system that refuses priorities renders at the API's own.
    }
  }
  return child;
}
