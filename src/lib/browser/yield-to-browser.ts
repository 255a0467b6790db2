/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: long setups are cut into tasks short enough not to block a tap. Uses the browser's
 * `scheduler.yield()` where there is one (it resumes ahead of other waiting tasks), else a timer.
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resumes once the browser has drawn its next frame, in a task of its own: the style and layout the
 * page had pending are then worked out in the frame's own task, not by code that measures the page
 * as it starts (page-flip), whose task they made long.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToBrowser().then(resolve)));
}
