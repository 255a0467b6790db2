import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const MODULE = new URL('./stray-errors.ts', import.meta.url).href;

/** A process that meets an 'error' event with no listener and a rejection nobody handles. */
function run(withNet: boolean) {
  const script = `
    import { EventEmitter } from 'node:events';
    import { keepServingThroughStrayErrors } from ${JSON.stringify(MODULE)};
    if (${withNet}) keepServingThroughStrayErrors();
    setTimeout(() => new EventEmitter().emit('error', new Error('stream without a listener')), 1);
    setTimeout(() => void Promise.reject(new Error('promise nobody awaited')), 2);
    setTimeout(() => console.log('still serving'), 20);
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
}

describe('keepServingThroughStrayErrors', () => {
  it('logs an uncaught error and an unhandled rejection, and the process goes on', () => {
    const result = run(true);
    expect(result.stdout).toContain('still serving');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('An error no handler caught (uncaughtException); the API keeps serving:');
    expect(result.stderr).toContain('stream without a listener');
    expect(result.stderr).toContain('A promise rejected with no handler; the API keeps serving:');
    expect(result.stderr).toContain('promise nobody awaited');
  });

  it('is what keeps it running: without it the first such error ends the process', () => {
    const result = run(false);
    expect(result.stdout).not.toContain('still serving');
    expect(result.status).not.toBe(0);
  });
});
