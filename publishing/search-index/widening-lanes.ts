/**
 * Runs tasks in lanes, each lane taking the next task when its last is done. Beside Astro the
 * index runs in one lane; once Astro's pages are written the core it rendered on is free, and
 * `wider` opens more lanes for the tasks still waiting.
 */
export interface Widening {
  width: number;
  /** Resolves when the wider width may be taken. */
  from: Promise<void>;
}

/**
 * Runs `tasks`, at most `width` at once (`wider.width` once `wider.from` resolves). A failure
 * stops the lanes taking more tasks; the first lane's failure is the one thrown.
 */
export async function inLanes(tasks: (() => Promise<void>)[], width: number, wider?: Widening): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < tasks.length && !failed) {
      const task = tasks[next++] as () => Promise<void>;
      await task().catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const opened: Promise<void>[] = [];
  const open = () => {
    const running = lane();
    // Only the failure of the first lane awaited is thrown; another lane's must not count as unhandled.
    running.catch(() => undefined);
    opened.push(running);
  };
  for (let first = 0; first < Math.min(width, tasks.length); first++) open();
  if (wider && wider.width > width) {
    void wider.from.then(
      () => {
        for (let more = width; more < wider.width; more++) open();
      },
      () => undefined,
    );
  }
  // A lane opened while these ran is in `opened` by the time they are done; one opened later finds no task.
  for (let awaited = 0; awaited < opened.length; awaited++) await opened[awaited];
}
