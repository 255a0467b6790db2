/**
 * Child processes started with labelled output, awaited, and stopped together: the publishing
 * engine's build and index processes, and every process of a local stack (stack/processes.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
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
