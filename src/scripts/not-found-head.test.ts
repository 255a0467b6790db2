// @vitest-environment jsdom
/**
 * The script's text runs against a stand-in window: frames, timers and navigation are the
 * browser's, so the test records what the script asks of them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFoundHeadScript } from './not-found-head.ts';

function run(pathname: string) {
  const frames: (() => void)[] = [];
  const timers: [() => void, number][] = [];
  const replace = vi.fn();
  new Function('location', 'requestAnimationFrame', 'setTimeout', notFoundHeadScript(3000))(
    { pathname, replace },
    (frame: () => void) => frames.push(frame),
    (handler: () => void, ms: number) => timers.push([handler, ms]),
  );
  return { frames, timers, replace };
}

afterEach(() => {
  delete document.documentElement.dataset.freshItem;
});

describe('the 404 page as it is shown', () => {
  it('waits 3 seconds from the first frame, then goes home', () => {
    const page = run('/no-such-page');
    expect(page.timers).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    expect(page.timers.map(([, ms]) => ms)).toEqual([3000]);
    expect(page.replace).not.toHaveBeenCalled();
    page.timers[0]?.[0]();
    expect(page.replace).toHaveBeenCalledWith('/');
    expect(document.documentElement.dataset.freshItem).toBeUndefined();
  });

  it('stays on a blog, vlog or issue address and says which', () => {
    for (const [path, section] of [
      ['/blogs/a-new-villa', 'blogs'],
      ['/vlogs/kandy-by-night/', 'vlogs'],
      ['/magazines/7', 'magazines'],
    ]) {
      const page = run(path ?? '');
      expect(document.documentElement.dataset.freshItem).toBe(section);
      expect(page.frames).toEqual([]);
      expect(page.timers).toEqual([]);
    }
  });
});
