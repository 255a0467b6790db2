/**
 * Reads made once per round of rendering, for the content queries (queries.ts).
 */
import { changesSince, currentRound } from 'virtual:publishing';
import type { Change } from '../../../contract/rebuild-changes.ts';

/**
 * A read made once per round of rendering: a build is one round, and a warm renderer renders each
 * publish as the next (publishing/site-build/render-round.ts). Given what it read last round and
 * what changed since, a read may patch that instead of reading again. The dev server reads again
 * on every request, so edits show.
 */
export function perRound<T>(
  read: (last: T | undefined, changes: readonly Change[] | 'all') => Promise<T>,
): () => Promise<T> {
  let value: Promise<T> | undefined;
  let generation = 0;
  return () => {
    if (import.meta.env.DEV) return read(undefined, 'all');
    const now = currentRound().generation;
    if (value === undefined || generation !== now) {
      const [last, since] = [value, generation];
      generation = now;
      value = last
        ? last.then(
            (previous) => read(previous, changesSince(since)),
            () => read(undefined, 'all'),
          )
        : read(undefined, 'all');
    }
    return value;
  };
}

/** A read made once per round, whatever changed: small answers, read again in every round. */
export const once = <T>(read: () => Promise<T>) => perRound(read);
