/**
 * Starts the API in a process of its own (api-process-entry.ts) on a free port, for tests that
 * must see the process itself: whether it is still running and what it wrote to stderr.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./api-process-entry.ts', import.meta.url));

export interface ApiProcess {
  /** The API root, e.g. `http://127.0.0.1:41234/api`. */
  url: string;
  mediaDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** True while the process runs. */
  running(): boolean;
  stop(): Promise<void>;
}

export function startApiProcess(env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /API ready at (http:\/\/\S+\/api)/.exec(stdout)?.[1];
      const mediaDir = /Media in (\S+)/.exec(stdout)?.[1];
      if (!url || !mediaDir) return;
      resolve({
        url,
        mediaDir,
        child,
        stderr: () => stderr,
        running: () => child.exitCode === null && child.signalCode === null,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before it was ready:\n${stderr}`)));
  });
}
