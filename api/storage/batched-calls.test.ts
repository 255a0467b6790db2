import { describe, expect, it } from 'vitest';
import { batchedCalls, MOST_CALLS_PER_BATCH } from './batched-calls.ts';

describe('batchedCalls', () => {
  it('answers the calls of one turn with one run, each with its own result', async () => {
    const runs: number[][] = [];
    const double = batchedCalls(async (inputs: readonly number[]) => {
      runs.push([...inputs]);
      return inputs.map((input) => input * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('runs more calls than a batch holds as several batches', async () => {
    const sizes: number[] = [];
    const same = batchedCalls(async (inputs: readonly number[]) => {
      sizes.push(inputs.length);
      return [...inputs];
    });
    const inputs = Array.from({ length: MOST_CALLS_PER_BATCH + 3 }, (_, index) => index);
    expect(await Promise.all(inputs.map(same))).toEqual(inputs);
    expect(sizes).toEqual([MOST_CALLS_PER_BATCH, 3]);
  });

  it('when a batch fails, runs each call alone: only the bad one fails', async () => {
    const runs: number[][] = [];
    const checked = batchedCalls(async (inputs: readonly number[]) => {
      runs.push([...inputs]);
      if (inputs.includes(13)) throw new Error('13 is refused');
      return inputs.map((input) => input + 1);
    });
    const answers = await Promise.allSettled([checked(1), checked(13), checked(2)]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('13 is refused') },
      { status: 'fulfilled', value: 3 },
    ]);
    expect(runs).toEqual([[1, 13, 2], [1], [13], [2]]);
  });

  it('fails every call of a batch that answers the wrong number of results', async () => {
    const short = batchedCalls(async (inputs: readonly number[]) => inputs.slice(1));
    const answers = await Promise.allSettled([short(1), short(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
