/**
 * Scheduled items go live at their time: one timer is armed for the earliest publish time in the
 * database, and when it fires everything due is published (in one transaction, each in the audit
 * log), the rebuild service is told, and the timer is armed for the next. On start anything whose
 * time passed while the API was down is published at once, so a restart loses no schedule.
 */
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { ContentStore, MagazineStorage } from '../storage/storage.ts';
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
  /** `run` answers a promise that settles when its publish has (tests wait for it). */
  setTimeout(run: () => Promise<void>, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(() => void run(), ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface PublishScheduler {
  /**
   * Publishes what is due and arms the timer for the next; answers what it published. `asOf` (a
   * local stack's tests only) publishes what is due by then, without waiting for the clock.
   */
  publishDue(asOf?: Date): Promise<DueItem[]>;
  /** `publishDue` as the timer runs it: a failure is logged and tried again, never thrown. */
  start(): Promise<void>;
  /** Arms the timer again after a write changed a schedule. */
  rearm(): Promise<void>;
  stop(): void;
}

export function publishScheduler({
  db,
  now,
  notify,
  timers = realTimers,
}: {
  db: MagazineStorage;
  now: () => number;
  notify: Notify;
  timers?: Timers;
}): PublishScheduler {
  let handle: unknown;
  let stopped = false;
  let arming = 0;

  async function publishOne(tx: ContentStore, due: DueItem, at: Date): Promise<void> {
    const iso = at.toISOString();
    const stored =
      due.kind === 'issue'
        ? await tx.desk.findIssue<StoredIssue>(Number(due.id))
        : await tx.desk.findItem<StoredItem>(due.id);
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
      await tx.deleteIssue(Number(due.id));
      await tx.insertIssue(value as StoredIssue, editorial);
    } else {
      await tx.deleteItem(due.id);
      await tx.insertItem(value as StoredItem, editorial);
    }
    await tx.audit.record({
      at: iso,
      who: SCHEDULE_WHO,
      action: 'publish',
      kind: due.kind,
      id: due.id,
      before: deskShape(stored.value, stored.editorial),
      after: deskShape(value, editorial),
    });
  }

  /** Arms the timer for the earliest publish time; a later call replaces an earlier one's timer. */
  async function arm(): Promise<void> {
    const armed = (arming += 1);
    const next = stopped ? undefined : await db.desk.nextPublishAt();
    // Another arm started while this one read: the later one has the fresher time.
    if (armed !== arming) return;
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    if (stopped || next === undefined) return;
    const wait = Math.min(Math.max(0, Date.parse(next) - now()), LONGEST_WAIT_MS);
    handle = timers.setTimeout(publishNow, wait);
  }

  async function publishNow(): Promise<void> {
    handle = undefined;
    try {
      await scheduler.publishDue();
    } catch (error) {
      // The API is stopping: the next start publishes what is due.
      if (db.isClosed()) return;
      // A failed publish (the disk full, the database gone) is tried again, not lost.
      console.error('Publishing scheduled items failed; trying again in a minute:', error);
      handle = timers.setTimeout(publishNow, 60_000);
    }
  }

  const scheduler: PublishScheduler = {
    async publishDue(asOf) {
      const at = new Date(now());
      const until = asOf ?? at;
      // Looked at first outside a transaction: most starts and timers find nothing to do.
      if ((await db.desk.due(until)).length === 0) {
        await arm();
        return [];
      }
      // Read again inside the transaction, which one instance of the API holds at a time: what
      // another instance published meanwhile is no longer due, so nothing goes live twice.
      const published = await db.transaction(async (tx) => {
        const due = await tx.desk.due(until);
        for (const item of due) await publishOne(tx, item, at);
        return due;
      });
      for (const item of published) {
        const change = hookChange(item.kind, item.id, 'scheduled', 'published');
        if (change) void notify(change);
      }
      await arm();
      return published;
    },
    start: publishNow,
    rearm: arm,
    stop() {
      stopped = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
  };
  return scheduler;
}
