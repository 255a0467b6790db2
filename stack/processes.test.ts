import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completion, startNode } from './processes.ts';

const PROCESSES = new URL('./processes.ts', import.meta.url).href;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'processes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, code: string): string {
  const file = join(dir, name);
  writeFileSync(file, code);
  return file;
}

function output(child: ReturnType<typeof startNode>): Promise<string> {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return completion(child, 'The script').then(() => text);
}

describe('startNode', () => {
  it("gives Node its own options before the script's arguments", async () => {
    const file = script('argv.mjs', 'console.log(JSON.stringify([process.execArgv, process.argv.slice(2)]));');
    const child = startNode(file, ['--out', 'x'], { label: '[t]', nodeArgs: ['--heap-growing-percent=100'] });
    expect(JSON.parse(await output(child))).toEqual([['--heap-growing-percent=100'], ['--out', 'x']]);
  });

  it('says which script failed, and how', async () => {
    const child = startNode(script('fail.mjs', 'process.exit(3);'), [], { label: '[t]' });
    await expect(completion(child, 'The failing script')).rejects.toThrow('The failing script failed (exit code 3)');
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('stopOnSignal', () => {
  it('cleans up and stops the children when SIGTERM reaches the parent alone', async () => {
    const sleeper = script('sleeper.mjs', 'setInterval(() => undefined, 1000);');
    const marker = join(dir, 'cleaned');
    const pidFile = join(dir, 'child.pid');
    const parent = startNode(
      script(
        'parent.mjs',
        `import { writeFileSync } from 'node:fs';
import { startNode, stopOnSignal } from ${JSON.stringify(PROCESSES)};
stopOnSignal(() => writeFileSync(${JSON.stringify(marker)}, 'yes'));
const child = startNode(${JSON.stringify(sleeper)}, [], { label: '[sleeper]' });
writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
setInterval(() => undefined, 1000);`,
      ),
      [],
      { label: '[parent]' },
    );
    const exited = new Promise<number | null>((resolveExit) => parent.once('exit', (code) => resolveExit(code)));
    await expect.poll(() => existsSync(pidFile), { timeout: 60_000 }).toBe(true);
    const childPid = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(readFileSync(marker, 'utf8')).toBe('yes');
    await expect.poll(() => alive(childPid), { timeout: 30_000 }).toBe(false);
  }, 90_000);
});
