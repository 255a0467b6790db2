/**
 * Turns a stream of change notifications into few builds: the first notification opens a quiet
 * period that collects whatever else arrives, then one build runs with all of it. Only one build
 * runs at a time; notifications during a build fold into exactly one queued build carrying all
 * their changes, which starts when the running one ends (once its own quiet period is over).
 */
import { mergeChanges, type Change } from '../../contract/rebuild-changes.ts';

export type QueueState = 'idle' | 'waiting' | 'running';

export interface CoalescingQueueOptions {
  quietMs: number;
  /** Runs one build for a batch of changes. Its failures are its own to report. */
  run: (changes: Change[]) => Promise<void>;
  now?: () => number;
}

export class CoalescingQueue {
  readonly #options: CoalescingQueueOptions;
  #pending: Change[] | undefined;
  #pendingSince = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #idleWaiters: (() => void)[] = [];

  constructor(options: CoalescingQueueOptions) {
    this.#options = options;
  }

  get state(): QueueState {
    if (this.#running) return 'running';
    return this.#pending ? 'waiting' : 'idle';
  }

  /** Whether a build is waiting for the running one to end. */
  get queued(): boolean {
    return Boolean(this.#running && this.#pending);
  }

  /** Changes collected for the next build, not yet started. */
  get pendingChanges(): readonly Change[] {
    return this.#pending ?? [];
  }

  add(changes: readonly Change[]): void {
    if (!this.#pending) this.#pendingSince = this.#now();
    this.#pending = mergeChanges(this.#pending ?? [], changes);
    if (!this.#running && !this.#timer) this.#scheduleStart();
  }

  /** Resolves once nothing is waiting or running. */
  whenIdle(): Promise<void> {
    if (this.state === 'idle') return Promise.resolve();
    return new Promise((resolveIdle) => this.#idleWaiters.push(resolveIdle));
  }

  /** Drops what is waiting (the running build, if any, finishes). */
  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = undefined;
    this.#settleIfIdle();
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #scheduleStart(): void {
    const delay = Math.max(0, this.#pendingSince + this.#options.quietMs - this.#now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#start();
    }, delay);
  }

  #start(): void {
    const batch = this.#pending;
    if (!batch) return this.#settleIfIdle();
    this.#pending = undefined;
    this.#running = this.#options
      .run(batch)
      .catch(() => undefined)
      .finally(() => {
        this.#running = undefined;
        if (this.#pending) this.#scheduleStart();
        else this.#settleIfIdle();
      });
  }

  #settleIfIdle(): void {
    if (this.state !== 'idle') return;
    for (const resolveIdle of this.#idleWaiters.splice(0)) resolveIdle();
  }
}
