/**
 * Scheduled items go live at their time: one timer is armed for the earliest publish time in the
 * database, and when it fires everything due is published (in one transaction, each in the audit
 * log), the rebuild service is told, and the timer is armed for the next. On start anything whose
 * time passed while the API was down is published at once, so a restart loses no schedule.
 */
import type { MagazineDb, StoredIssue, StoredItem } from '../storage/db.ts';
import type { DueItem } from '../storage/editorial.ts';
import { deskShape, hookChange } from './editorial-rules.ts';
import type { Notify } from './rebuild-hook.ts';
import { wentLive } from './stored-shapes.ts';

/** What the audit log and `updatedBy` name a publish made by the schedule. */
export const SCHEDULE_WHO = 'schedule';

/**
 * Node's timers take at most about 24.8 days; a later time is reached in steps. An hour also
 * bounds how late a publish can be after the system clock was set forward.
 */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface PublishScheduler {
  /**
   * Publishes what is due and arms the timer for the next; answers what it published. `asOf` (a
   * local stack's tests only) publishes what is due by then, without waiting for the clock.
   */
  publishDue(asOf?: Date): DueItem[];
  /** Arms the timer again after a write changed a schedule. */
  rearm(): void;
  stop(): void;
}

export function publishScheduler({
  db,
  now,
  notify,
  timers = realTimers,
}: {
  db: MagazineDb;
  now: () => number;
  notify: Notify;
  timers?: Timers;
}): PublishScheduler {
  let handle: unknown;
  let stopped = false;

  function publishOne(due: DueItem, at: Date): void {
    const iso = at.toISOString();
    const stored =
      due.kind === 'issue' ? db.desk.findIssue<StoredIssue>(Number(due.id)) : db.desk.findItem<StoredItem>(due.id);
    if (!stored || stored.editorial.status !== 'scheduled') return;
    const editorial = {
      status: 'published' as const,
      version: stored.editorial.version + 1,
      updatedAt: iso,
      updatedBy: SCHEDULE_WHO,
    };
    // Dated at the time the editor chose, not at the moment the timer happened to run (nor, when
    // published ahead of its time, at a time still to come).
    const chosen = stored.editorial.publishAt ?? iso;
    const value = wentLive(stored.value, Date.parse(chosen) <= at.getTime() ? chosen : iso);
    if (due.kind === 'issue') {
      db.deleteIssue(Number(due.id));
      db.insertIssue(value as StoredIssue, editorial);
    } else {
      db.deleteItem(due.id);
      db.insertItem(value as StoredItem, editorial);
    }
    db.audit.record({
      at: iso,
      who: SCHEDULE_WHO,
      action: 'publish',
      kind: due.kind,
      id: due.id,
      before: deskShape(stored.value, stored.editorial),
      after: deskShape(value, editorial),
    });
  }

  function arm(): void {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    if (stopped) return;
    const next = db.desk.nextPublishAt();
    if (next === undefined) return;
    const wait = Math.min(Math.max(0, Date.parse(next) - now()), LONGEST_WAIT_MS);
    handle = timers.setTimeout(() => {
      handle = undefined;
      try {
        scheduler.publishDue();
      } catch (error) {
        // A failed publish (the disk full, the database locked) is tried again, not lost.
        console.error('Publishing scheduled items failed; trying again in a minute:', error);
        handle = timers.setTimeout(arm, 60_000);
      }
    }, wait);
  }

  const scheduler: PublishScheduler = {
    publishDue(asOf) {
      const at = new Date(now());
      const until = asOf ?? at;
      // Looked at first outside a transaction: most starts and timers find nothing to do.
      if (db.desk.due(until).length === 0) {
        arm();
        return [];
      }
      const published = db.transaction(() => {
        const due = db.desk.due(until);
        for (const item of due) publishOne(item, at);
        return due;
      });
      for (const item of published) {
        const change = hookChange(item.kind, item.id, 'scheduled', 'published');
        if (change) void notify(change);
      }
      arm();
      return published;
    },
    rearm: arm,
    stop() {
      stopped = true;
      arm();
    },
  };
  return scheduler;
}
