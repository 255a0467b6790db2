/**
 * Saves one draft on its own: every change is kept in the browser at once, then sent to the API a
 * few seconds later with the version it was made from. A failed save keeps the text and tries
 * again, waiting longer each time; a stale version stops all saving (the API changed nothing), so
 * one editor never overwrites another's work.
 */
import type { DeskFailure, DeskRecord, DeskResult } from '../api/desk.ts';
import type { Draft } from './draft.ts';

export type SaveState =
  | { phase: 'saved' }
  | { phase: 'unsaved' }
  | { phase: 'saving' }
  /** The API could not be reached or failed: the text is kept here and the save tried again. */
  | { phase: 'failed'; message: string }
  /** The API refused the content: saved again at the next change. */
  | { phase: 'invalid'; message: string }
  /** Someone else saved first: nothing more is sent. */
  | { phase: 'conflict'; message: string };

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * How a save is meant: `live` publishes what is sent (the editor pressed Publish, Update, Schedule
 * or Unpublish); otherwise a published item's changes are kept beside it, unseen by readers.
 */
export interface SaveHow {
  live: boolean;
}

export interface AutosaverOptions {
  draft: Draft;
  /** The draft came from this browser, not yet stored by the API. */
  unsaved: boolean;
  save: (draft: Draft, how: SaveHow) => Promise<DeskResult<DeskRecord>>;
  /**
   * Asked on a stale version: the version the API holds if it already has exactly `sent` (a save
   * whose answer was lost, such as one sent as the page closed), else undefined: a real conflict.
   */
  alreadyStored?: (sent: Draft) => Promise<number | undefined>;
  /** Keeps the draft in the browser (synchronously: it must survive the tab closing next). */
  keep: (draft: Draft) => void;
  /** Drops the browser's copy once the API holds exactly it; `id` is the copy's, before any create. */
  forget: (draft: Draft) => void;
  autosaveMs: number;
  retryMs: number;
  retryMaxMs: number;
  timers?: Timers;
}

type Listener = (draft: Draft, state: SaveState) => void;

export class Autosaver {
  #options: AutosaverOptions;
  #timers: Timers;
  #draft: Draft;
  #state: SaveState;
  #timer: unknown;
  #running: Promise<SaveState> | undefined;
  #changedDuringSave = false;
  #retryMs: number;
  #listeners = new Set<Listener>();

  constructor(options: AutosaverOptions) {
    this.#options = options;
    this.#timers = options.timers ?? {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    };
    this.#draft = options.draft;
    this.#retryMs = options.retryMs;
    this.#state = options.unsaved ? { phase: 'unsaved' } : { phase: 'saved' };
    if (options.unsaved) this.#schedule(options.autosaveMs);
  }

  get draft(): Draft {
    return this.#draft;
  }

  get state(): SaveState {
    return this.#state;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Applies a change: kept in the browser now, sent to the API after the autosave delay. */
  update(change: Partial<Draft> | ((draft: Draft) => Partial<Draft>)): void {
    const patch = typeof change === 'function' ? change(this.#draft) : change;
    this.#draft = { ...this.#draft, ...patch };
    this.#options.keep(this.#draft);
    if (this.#running) this.#changedDuringSave = true;
    if (this.#state.phase === 'conflict') return this.#emit();
    if (this.#state.phase !== 'saving') this.#state = { phase: 'unsaved' };
    this.#emit();
    this.#retryMs = this.#options.retryMs;
    this.#schedule(this.#options.autosaveMs);
  }

  /**
   * Sends the draft now (leaving the page, publishing); answers the state it ends in. A `live` save
   * is sent even when nothing changed since the last save: it publishes what was kept unpublished.
   */
  async saveNow(how: SaveHow = { live: false }): Promise<SaveState> {
    this.#clear();
    if (this.#running) {
      await this.#running;
      if (!this.#changedDuringSave && !how.live) return this.#state;
    }
    if (this.#state.phase === 'conflict' || (this.#state.phase === 'saved' && !how.live)) return this.#state;
    this.#running = this.#send(how);
    try {
      return await this.#running;
    } finally {
      this.#running = undefined;
    }
  }

  /** Stops the timers; what is kept in the browser stays. */
  dispose(): void {
    this.#clear();
    this.#listeners.clear();
  }

  async #send(how: SaveHow): Promise<SaveState> {
    const sent = this.#draft;
    this.#changedDuringSave = false;
    this.#state = { phase: 'saving' };
    this.#emit();
    const answer = await this.#options.save(sent, how);
    if (answer.ok) {
      const stored = {
        id: answer.value.id,
        version: answer.value.version,
        unpublishedChanges: answer.value.unpublishedChanges === true,
      };
      if (sent.id === undefined) this.#options.forget(sent);
      this.#draft = { ...this.#draft, ...stored };
      if (this.#changedDuringSave) {
        this.#options.keep(this.#draft);
        this.#state = { phase: 'unsaved' };
        this.#schedule(this.#options.autosaveMs);
      } else {
        this.#options.forget(this.#draft);
        this.#state = { phase: 'saved' };
      }
      this.#retryMs = this.#options.retryMs;
    } else if (answer.reason === 'conflict' && (await this.#adoptLostSave(sent))) {
      return this.#state;
    } else {
      this.#state = this.#failedState(answer);
    }
    this.#emit();
    return this.#state;
  }

  /** The API already holds what was sent (its answer never came back): carry on from its version. */
  async #adoptLostSave(sent: Draft): Promise<boolean> {
    const version = await this.#options.alreadyStored?.(sent);
    if (version === undefined) return false;
    this.#draft = { ...this.#draft, version };
    if (
      this.#draft === sent ||
      JSON.stringify({ ...this.#draft, version: 0 }) === JSON.stringify({ ...sent, version: 0 })
    ) {
      this.#options.forget(this.#draft);
      this.#state = { phase: 'saved' };
    } else {
      this.#options.keep(this.#draft);
      this.#state = { phase: 'unsaved' };
      this.#schedule(this.#options.autosaveMs);
    }
    this.#emit();
    return true;
  }

  #failedState(failure: DeskFailure): SaveState {
    if (failure.reason === 'conflict') return { phase: 'conflict', message: failure.message };
    if (failure.reason === 'invalid') return { phase: 'invalid', message: failure.message };
    this.#schedule(this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, this.#options.retryMaxMs);
    return { phase: 'failed', message: failure.message };
  }

  #schedule(ms: number): void {
    this.#clear();
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      void this.saveNow();
    }, ms);
  }

  #clear(): void {
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #emit(): void {
    for (const listener of this.#listeners) listener(this.#draft, this.#state);
  }
}
