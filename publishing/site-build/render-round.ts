/**
 * The round of rendering under way in a build worker, known alike to the worker and to the pages
 * it bundled: Vite leaves this module out of the bundle (astro-integration.ts), so both import the
 * one copy. A build is one round. A worker kept warm after its build renders each publish as the
 * next round, in which the content queries read again only what the round's changes name, and
 * only the pages whose cache key the live build lacks are rendered (changed-pages-only.ts).
 */
import { mergeChanges, type Change } from '../../contract/rebuild-changes.ts';

export interface RoundSettings {
  /** The live build's keyed pages (output file → cache key); absent for a whole build. */
  livePages?: Readonly<Record<string, string>>;
  /** Their keys, when the caller keeps them; made from `livePages` otherwise. */
  liveKeys?: { has(key: string): boolean };
  /** Where the catalogue is shared with the search documents (shared-catalogue.ts), when it is. */
  catalogue?: string;
  /** What changed since the last round; `all` reads the whole catalogue again. */
  changes: readonly Change[] | 'all';
}

export interface RenderRound extends RoundSettings {
  /** Counts the rounds of this process, from 1. */
  readonly generation: number;
  /** The live build's keys, as a set. */
  readonly liveKeys: { has(key: string): boolean } | undefined;
  /** Every key this round's pages have, rendered or kept. */
  readonly keys: Set<string>;
}

/** Rounds whose changes are remembered; a read older than that reads everything again. */
const ROUNDS_REMEMBERED = 50;

let round: RenderRound = { generation: 0, changes: 'all', liveKeys: undefined, keys: new Set() };
let history: { generation: number; changes: readonly Change[] | 'all' }[] = [];

/** Starts the next round. */
export function startRound(settings: RoundSettings): RenderRound {
  const generation = round.generation + 1;
  const liveKeys = settings.liveKeys ?? (settings.livePages ? new Set(Object.values(settings.livePages)) : undefined);
  round = { ...settings, generation, liveKeys, keys: new Set() };
  history = [...history, { generation, changes: settings.changes }].slice(-ROUNDS_REMEMBERED);
  return round;
}

export function currentRound(): RenderRound {
  return round;
}

/**
 * What changed after round `since` up to this one: `all` when any of those rounds read everything,
 * or when they are too far back to be remembered.
 */
export function changesSince(since: number): readonly Change[] | 'all' {
  const after = history.filter((entry) => entry.generation > since);
  if (after.length !== round.generation - since) return 'all';
  let merged: Change[] = [];
  for (const { changes } of after) {
    if (changes === 'all') return 'all';
    merged = mergeChanges(merged, changes);
  }
  return merged;
}
