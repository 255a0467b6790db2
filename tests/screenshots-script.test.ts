/**
 * `npm run screenshots` started for real: a SIGTERM sent to the script alone (as a CI runner's
 * timeout sends it) stops the API and every other process the script started.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { portsOf } from '../stack/ports.ts';
import { startNode, urlAnswers } from '../stack/processes.ts';
import { SEEDED_API_ENTRY } from '../stack/stack.ts';

/** The parent of every process, from /proc (Linux). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return parentOf;
}

function descendantsOf(pid: number): number[] {
  const parentOf = parents();
  const found: number[] = [];
  let generation = [pid];
  while (generation.length > 0) {
    const next = [...parentOf].filter(([, parent]) => generation.includes(parent)).map(([child]) => child);
    found.push(...next);
    generation = next;
  }
  return found;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** A process that runs: not gone, and not a zombie that no one has reaped yet. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

let outDir: string | undefined;
afterEach(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('npm run screenshots', () => {
  it('stops its API and every child when SIGTERM reaches the script alone', async () => {
    outDir = mkdtempSync(join(tmpdir(), 'screenshots-out-'));
    const health = `http://127.0.0.1:${portsOf('screenshots', process.env).api}/api/health`;
    expect(await urlAnswers(health), 'a screenshots stack is running already').toBe(false);
    const script = startNode('scripts/screenshots.ts', ['--out', outDir], { label: '[screenshots]', quiet: true });
    const exited = new Promise<number | null>((resolveExit) => script.once('exit', (code) => resolveExit(code)));
    let started: number[] = [];
    try {
      // Once the API and the auth emulator run: the signal comes while the stack is still starting,
      // as it does when a runner gives up on a slow start (the API seeds its images first).
      await expect
        .poll(
          () => {
            started = descendantsOf(script.pid ?? 0);
            const commands = started.map(commandOf);
            return [SEEDED_API_ENTRY, 'emulators:start'].filter(
              (name) => !commands.some((line) => line.includes(name)),
            );
          },
          { timeout: 120_000, interval: 200 },
        )
        .toEqual([]);
      script.kill('SIGTERM');
      expect(await exited).toBe(143);
      await expect.poll(() => started.filter(alive).map(commandOf), { timeout: 30_000 }).toEqual([]);
      expect(await urlAnswers(health)).toBe(false);
    } finally {
      // Whatever the outcome, nothing of this test is left running.
      for (const pid of [script.pid ?? 0, ...started].filter(alive)) process.kill(pid, 'SIGKILL');
    }
  }, 180_000);
});
