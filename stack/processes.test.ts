import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completion, startNode } from './processes.ts';

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
