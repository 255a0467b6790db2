import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes after the tasks already waiting, not within the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await resumed;
    expect(order).toEqual(['waiting task', 'resumed']);
  });
});
