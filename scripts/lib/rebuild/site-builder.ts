/**
 * Runs `astro build` into a given folder, as a child process of the stack (so stopping the stack
 * stops it). A failure rejects with the exit code and the last lines the build printed, which
 * is what an editor needs to see at the status route.
 */
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { completion, startNode } from '../processes.ts';

/** Enough of the build's output to show why it failed, short enough for a status answer. */
const OUTPUT_TAIL_LINES = 12;

export type SiteBuilder = (outDir: string) => Promise<void>;
/** Writes the search index into a built site; `signal` stops it. Says whether it indexed anew. */
export type SearchIndexer = (siteDir: string, signal: AbortSignal) => Promise<'indexed' | 'reused'>;

function keepTail(stream: Readable | null, lines: string[]): void {
  stream?.on('data', (chunk: Buffer | string) => {
    for (const line of String(chunk).split('\n')) {
      // Astro colours its output; a status answer is plain text.
      // eslint-disable-next-line no-control-regex
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
      // The message names the item and the field; the stack trace below it says nothing to an editor.
      if (plain.trim() && !/^\s+at /.test(plain)) lines.push(plain);
    }
    lines.splice(0, Math.max(0, lines.length - OUTPUT_TAIL_LINES));
  });
}

/**
 * A builder with the site's build settings (`PUBLIC_API_URL`, `SITE_URL`, Firebase…); `quiet`
 * keeps its progress off the console (errors still show). Each build runs in a process of its own
 * (scripts/build-worker.ts), started when the previous build ends, so Node and Astro have loaded
 * by the time a write comes.
 */
export function astroBuilder(env: NodeJS.ProcessEnv, quiet = false): SiteBuilder {
  const start = (): ChildProcess =>
    startNode('scripts/build-worker.ts', [], {
      label: '[build]',
      quiet,
      ipc: true,
      env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
  let next: ChildProcess | undefined;
  return async (outDir) => {
    const ready = next && next.exitCode === null && next.signalCode === null && next.connected ? next : undefined;
    const build = ready ?? start();
    next = undefined;
    const tail: string[] = [];
    // Read even when quiet: a long build would otherwise block on a full stdout pipe.
    keepTail(build.stdout, tail);
    keepTail(build.stderr, tail);
    try {
      const done = completion(build, 'The site build');
      build.send({ outDir });
      await done;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(tail.length ? `${message}:\n${tail.join('\n')}` : message, { cause: error });
    } finally {
      next = start();
    }
  };
}

/**
 * Runs scripts/search-index.ts on a built site, in a child process (so stopping the stack or a new
 * publish stops it), with the build's settings (ASTRO_CACHE_DIR: where the last index is kept).
 */
export function searchIndexer(env: NodeJS.ProcessEnv, quiet = false): SearchIndexer {
  return async (siteDir, signal) => {
    signal.throwIfAborted();
    const indexer = startNode('scripts/search-index.ts', [siteDir], { label: '[search]', quiet, env });
    const stop = () => indexer.kill('SIGTERM');
    signal.addEventListener('abort', stop, { once: true });
    const tail: string[] = [];
    keepTail(indexer.stdout, tail);
    keepTail(indexer.stderr, tail);
    try {
      await completion(indexer, 'The search index');
    } catch (error) {
      signal.throwIfAborted();
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(tail.length ? `${message}:\n${tail.join('\n')}` : message, { cause: error });
    } finally {
      signal.removeEventListener('abort', stop);
    }
    return tail.at(-1) === 'reused' ? 'reused' : 'indexed';
  };
}
