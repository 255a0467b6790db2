import { describe, expect, it } from 'vitest';
import { inLanes } from './widening-lanes.ts';

/** A task that records how many tasks run beside it, and ends when `release` is called. */
function tracked() {
  let running = 0;
  const widest: number[] = [];
  const releases: (() => void)[] = [];
  const task = () =>
    new Promise<void>((done) => {
      running++;
      widest.push(running);
      releases.push(() => {
        running--;
        done();
      });
    });
  const releaseNext = async () => {
    // Lets the lanes take their next task before the next release.
    await new Promise((settle) => setImmediate(settle));
    releases.shift()?.();
  };
  return { task, widest, releaseNext, started: () => widest.length };
}

const settle = () => new Promise((done) => setImmediate(done));

describe('inLanes', () => {
  it('runs one task at a time in one lane', async () => {
    const { task, widest, releaseNext } = tracked();
    const run = inLanes([task, task, task], 1);
    for (let i = 0; i < 3; i++) await releaseNext();
    await run;
    expect(widest).toEqual([1, 1, 1]);
  });

  it('opens the wider lanes once told, for the tasks still waiting, and waits for them', async () => {
    const { task, widest, releaseNext, started } = tracked();
    let widen: () => void = () => undefined;
    const from = new Promise<void>((done) => (widen = done));
    let finished = false;
    const run = inLanes([task, task, task, task], 1, { width: 2, from }).then(() => (finished = true));
    await releaseNext();
    await settle();
    expect(started()).toBe(2);
    widen();
    await settle();
    expect(started()).toBe(3);
    expect(widest.at(-1)).toBe(2);
    await releaseNext();
    await settle();
    expect(started()).toBe(4);
    await releaseNext();
    await settle();
    expect(finished).toBe(false);
    await releaseNext();
    await run;
    expect(widest).toEqual([1, 1, 2, 2]);
  });

  it('does not wait for a widening that never comes', async () => {
    const { task, releaseNext } = tracked();
    const run = inLanes([task, task], 1, { width: 2, from: new Promise<void>(() => undefined) });
    await releaseNext();
    await releaseNext();
    await expect(run).resolves.toBeUndefined();
  });

  it('rejects with the first failure and starts no task after it', async () => {
    let started = 0;
    const failing = () => {
      started++;
      return Promise.reject(new Error('bundle 1 failed'));
    };
    const never = () => {
      started++;
      return Promise.resolve();
    };
    await expect(inLanes([failing, never, never], 1)).rejects.toThrow('bundle 1 failed');
    expect(started).toBe(1);
  });

  it('rejects when two lanes fail, and leaves neither failure unhandled', async () => {
    const failing = (message: string, turns: number) => () =>
      new Promise<void>((_, fail) => {
        const wait = (left: number): unknown => (left ? setImmediate(() => wait(left - 1)) : fail(new Error(message)));
        wait(turns);
      });
    // The widened lane's task fails first, while the first lane's still runs.
    const run = inLanes([failing('bundle 1 failed', 3), failing('bundle 2 failed', 1)], 1, {
      width: 2,
      from: Promise.resolve(),
    });
    await expect(run).rejects.toThrow('bundle 1 failed');
  });
});
