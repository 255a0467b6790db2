/** Child processes of the local stack: started with labelled output, awaited, and stopped together. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../contract/project-root.ts';

const children = new Set<ChildProcess>();

function pipeWithLabel(stream: NodeJS.ReadableStream | null, label: string, out: NodeJS.WriteStream): void {
  let buffered = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
  stream?.on('end', () => {
    if (buffered) out.write(`${label} ${buffered}\n`);
  });
}

export interface StartOptions {
  label: string;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Working directory; the project root unless given. */
  cwd?: string;
  /** A message channel to the child (`child.send`, `process.on('message')`). */
  ipc?: boolean;
  /** Node's own options, before the script: `--heap-growing-percent=100`. */
  nodeArgs?: string[];
}

/** Starts `node <script> ...args` with the running Node, so every child gets the same version. */
export function startNode(script: string, args: string[], options: StartOptions): ChildProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script, ...args], {
    cwd: options.cwd ?? PROJECT_ROOT,
    env: { ...process.env, ...options.env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  if (!options.quiet) pipeWithLabel(child.stdout, options.label, process.stdout);
  // Drained even when quiet: a child whose output nobody reads stops once the pipe is full.
  else child.stdout?.resume();
  pipeWithLabel(child.stderr, options.label, process.stderr);
  return child;
}

/** Resolves when the child exits with 0; rejects with its exit code otherwise. */
export function completion(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolveDone, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolveDone();
      else reject(new Error(`${what} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

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

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise<void>((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Stops every child (SIGTERM, then SIGKILL after a grace period), and then those started while
 * the first ones stopped: a stack still starting when a signal comes starts its next process
 * (the auth emulator, a build) once the step it awaited is over.
 */
export async function stopAll(graceMs = 5000): Promise<void> {
  for (let round = 0; round < 3 && children.size > 0; round += 1) {
    await Promise.all([...children].map((child) => stopChild(child, graceMs)));
  }
}
