/**
 * Runs the sending of editions in the API process: at start whatever was left (a sending cut off
 * by a restart, an edition whose time came while the API was down), then each scheduled edition
 * at its time, one edition after another. A failure is logged and tried again a minute later.
 */
import type { EditionStore } from './edition-store.ts';
import type { EditionSender } from './edition-sender.ts';

/** Node's timers take at most about 24.8 days; an hour also bounds lateness after a clock change. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;
const AFTER_FAILURE_MS = 60 * 1000;

export interface EditionRunner {
  /** Sends what is due now and arms the timer for the next; safe to call at any time. */
  wake(): void;
  /** Settles when nothing is being sent (tests wait for it). */
  idle(): Promise<void>;
  stop(): void;
}

export function editionRunner(
  store: EditionStore,
  sender: EditionSender,
  now: () => number,
  /** True once the database is closed: work cut off by closing it fails quietly. */
  closed: () => boolean,
): EditionRunner {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const arm = (ms: number) => {
    if (timer) clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, Math.min(Math.max(ms, 0), LONGEST_WAIT_MS)).unref();
  };

  async function sendDue(): Promise<void> {
    for (const id of await store.due(new Date(now()))) {
      if (stopped) return;
      await sender.send(id);
    }
    const next = await store.nextSendAt();
    if (next) arm(next.getTime() - now());
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => {
        if (closed()) return;
        console.error('Sending the newsletter failed; trying again in a minute:', error);
        arm(AFTER_FAILURE_MS);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    wake,
    idle: async () => {
      while (running) await running;
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
