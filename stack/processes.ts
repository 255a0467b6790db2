/**
 * Child processes of the local stack: commands run to their end, servers awaited, and every child
 * stopped on a signal. Starting and stopping them is the publishing engine's, whose build processes
 * are stopped with the rest (publishing/child-processes.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { stopAll } from '../publishing/publisher.ts';

export { completion, startNode, stopAll, type StartOptions } from '../publishing/publisher.ts';

/** The path of a package's bin script, so it runs under this Node rather than a shell's. */
export function binPath(packageName: string, bin: string): string {
  const require = createRequire(join(PROJECT_ROOT, 'package.json'));
  return join(dirname(require.resolve(`${packageName}/package.json`)), bin);
}

export interface Captured {
  ok: boolean;
  /** Everything it printed, stdout and stderr in the order they came. */
  output: Buffer;
}

/**
 * Runs a command to its end from the project root, its output kept rather than shown, so a caller
 * running several at once can print each whole; `priority` is a nice value for it.
 */
export function runCaptured(
  command: string,
  args: string[],
  options: { timeout?: number; priority?: number } = {},
): Promise<Captured> {
  return new Promise((resolveRun) => {
    const output: Buffer[] = [];
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env: process.env, timeout: options.timeout });
    if (options.priority && child.pid !== undefined) setPriority(child.pid, options.priority);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    const finish = (ok: boolean) => {
      if (finished) return;
      finished = true;
      resolveRun({ ok, output: Buffer.concat(output) });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** A Node script to run beside others: `name` heads its output. */
export interface SideBySideScript {
  name: string;
  script: string;
  args: string[];
}

/**
 * Runs Node scripts at once (each single-threaded one keeps a core busy) and prints each one's
 * output whole under its name as it ends, so two never interleave. Answers, in the order given,
 * whether each passed and how many seconds it took.
 */
export function runSideBySide(scripts: SideBySideScript[]): Promise<{ ok: boolean; seconds: number }[]> {
  const started = Date.now();
  return Promise.all(
    scripts.map(async ({ name, script, args }) => {
      const { ok, output } = await runCaptured(process.execPath, [script, ...args]);
      console.log(`\n▶ ${name}`);
      process.stdout.write(output);
      return { ok, seconds: Math.round((Date.now() - started) / 1000) };
    }),
  );
}

/** Whether a URL answers now: 2xx, or any status with `anyStatus`. */
export async function urlAnswers(url: string, anyStatus = false): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.ok || anyStatus;
  } catch {
    // Not listening.
    return false;
  }
}

/**
 * Polls a URL until it answers 2xx (any status with `anyStatus`, for a server whose content may
 * not be there yet), the child dies, or time runs out.
 */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
  anyStatus = false,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url} never came up: its process exited with ${child.exitCode}`);
    if (await urlAnswers(url, anyStatus)) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * On SIGINT or SIGTERM: `cleanUp`, then every child stopped, then exit (130 or 143). Ctrl-C reaches
 * the whole process group, but a signal sent to this process alone (`kill`, a CI runner, a
 * timeout) would otherwise end it before its `finally` and leave its children running.
 */
export function stopOnSignal(cleanUp: () => Promise<unknown> | unknown = () => undefined): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      void Promise.resolve()
        .then(cleanUp)
        .catch((error: unknown) => console.error(error instanceof Error ? error.message : error))
        .then(() => stopAll())
        .finally(() => process.exit(code));
    });
  }
}
