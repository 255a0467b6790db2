/**
 * A benchmark's helpers, in processes of their own: started with `node <script>`, ready once their
 * output says so, and named with their last words when they die.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `script` and answers once its stdout matches `ready`; `output` is all it wrote there since. */
export function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray; output: () => string; ended: () => string | undefined }> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolveStart, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = ready.exec(stdout);
      if (match) resolveStart({ child, match, output: () => stdout, ended: () => endOf(script, child, stderr) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${stderr}`)));
  });
}

/** How `child` ended, with what it wrote to stderr, or undefined while it runs. */
function endOf(script: string, child: ChildProcess, stderr: string): string | undefined {
  if (child.exitCode === null && child.signalCode === null) return undefined;
  return `${script} ended (${child.signalCode ?? child.exitCode}):\n${stderr.slice(-4000)}`;
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill(signal);
  return exited;
}
