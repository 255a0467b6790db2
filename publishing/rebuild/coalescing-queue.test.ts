import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Change } from '../../contract/rebuild-changes.ts';
import { CoalescingQueue } from './coalescing-queue.ts';

const QUIET_MS = 2000;
const blog = (id: string, action: Change['action'] = 'create'): Change => ({ kind: 'blog', id, action });

/** A build the test ends by hand. */
function controlledRuns() {
  const runs: { changes: Change[]; finish: () => void }[] = [];
  const run = (changes: Change[]) => new Promise<void>((resolveRun) => runs.push({ changes, finish: resolveRun }));
  return { runs, run };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the coalescing queue', () => {
  it('waits the quiet period, then runs one build with every change of the burst', async () => {
    const { runs, run } = controlledRuns();
    const queue = new CoalescingQueue({ quietMs: QUIET_MS, run });
    queue.add([blog('a')]);
    expect(queue.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1500);
    queue.add([blog('b'), blog('a', 'update')]);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(runs.map((r) => r.changes)).toEqual([[blog('b'), blog('a', 'update')]]);
    expect(queue.state).toBe('running');
    runs[0]?.finish();
    await queue.whenIdle();
    expect(queue.state).toBe('idle');
  });

  it('folds notifications during a build into exactly one more build carrying all of them', async () => {
    const { runs, run } = controlledRuns();
    const queue = new CoalescingQueue({ quietMs: QUIET_MS, run });
    queue.add([blog('a')]);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(runs).toHaveLength(1);
    queue.add([blog('b')]);
    queue.add([blog('c')]);
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(runs).toHaveLength(1);
    expect(queue.queued).toBe(true);
    expect(queue.pendingChanges).toEqual([blog('b'), blog('c')]);

    runs[0]?.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.changes)).toEqual([[blog('a')], [blog('b'), blog('c')]]);
    expect(queue.queued).toBe(false);
    runs[1]?.finish();
    await queue.whenIdle();
    expect(runs).toHaveLength(2);
  });

  it('gives a write that lands just before a build ends its own quiet period', async () => {
    const { runs, run } = controlledRuns();
    const queue = new CoalescingQueue({ quietMs: QUIET_MS, run });
    queue.add([blog('a')]);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    queue.add([blog('b')]);
    await vi.advanceTimersByTimeAsync(100);
    runs[0]?.finish();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 200);
    expect(runs).toHaveLength(1);
    expect(queue.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(2);
    runs[1]?.finish();
    await queue.whenIdle();
  });

  it('keeps going after a failed build', async () => {
    const calls: Change[][] = [];
    const queue = new CoalescingQueue({
      quietMs: QUIET_MS,
      run: async (changes) => {
        calls.push(changes);
        if (calls.length === 1) throw new Error('build failed');
      },
    });
    queue.add([blog('a')]);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await queue.whenIdle();
    queue.add([blog('b')]);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await queue.whenIdle();
    expect(calls).toEqual([[blog('a')], [blog('b')]]);
  });

  it('runs a full rebuild for a notification without changes', async () => {
    const calls: Change[][] = [];
    const queue = new CoalescingQueue({ quietMs: QUIET_MS, run: async (changes) => void calls.push(changes) });
    queue.add([]);
    expect(queue.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await queue.whenIdle();
    expect(calls).toEqual([[]]);
  });
});
