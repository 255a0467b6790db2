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
