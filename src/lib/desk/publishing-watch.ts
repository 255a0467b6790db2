/**
 * Follows the rebuild after a publish: asks for its state until the build that holds the change is
 * live (it went live after the publish was pressed). The states before it are passed on as they
 * come, so the desk shows queued, building and checking as they happen. A failed build is shown
 * and the watch goes on: the build may have failed on another item published at the same moment,
 * and the next build that succeeds (after that item is mended) takes this change live too.
 */
import type { PublishingState } from '../../../contract/desk.ts';
import type { DeskResult } from '../api/desk.ts';

export type PublishingStep = PublishingState['state'];

export interface WatchOptions {
  /** When Publish was pressed: a build live since before then does not hold the change. */
  since: Date;
  read: () => Promise<DeskResult<PublishingState>>;
  onState: (state: PublishingState) => void;
  pollMs: number;
  wait?: (ms: number) => Promise<void>;
  /** Stops the watch (the editor left the item). */
  signal?: AbortSignal;
}

/** True once the state says the change is live. */
export function holdsChange(state: PublishingState, since: Date): boolean {
  return state.state === 'live' && state.liveSince !== undefined && Date.parse(state.liveSince) >= since.getTime();
}

/** Watches until live; answers that state (undefined when stopped first). */
export async function watchPublishing(options: WatchOptions): Promise<PublishingState | undefined> {
  const wait = options.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  while (!options.signal?.aborted) {
    const answer = await options.read();
    if (options.signal?.aborted) return undefined;
    if (answer.ok) {
      const state = answer.value;
      // A live state from before the publish means the change still waits for its build.
      const shown: PublishingState =
        state.state === 'live' && !holdsChange(state, options.since) ? { state: 'queued' } : state;
      options.onState(shown);
      if (holdsChange(state, options.since)) return shown;
    }
    await wait(options.pollMs);
  }
  return undefined;
}
