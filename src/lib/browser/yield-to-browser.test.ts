import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, yieldToBrowser } from './yield-to-browser.ts';

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

  it('resumes after the next frame, in a task after it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    let resumed = false;
    const after = afterNextFrame().then(() => (resumed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resumed).toBe(false);
    frames.shift()?.();
    expect(resumed).toBe(false);
    await after;
    expect(resumed).toBe(true);
  });
});
