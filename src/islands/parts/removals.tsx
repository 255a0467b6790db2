/**
 * Remove, as /collections and the profile's lists offer it: each item's button is busy while its
 * removal is under way, and a removal that failed leaves its message for the list's notice.
 */
import { useState } from 'react';
import { ACCOUNT_LABELS } from '../../config/accounts.ts';
import type { Removal } from '../../stores/collection-removal.ts';

export interface Removals {
  /** Whether the removal named `key` is under way. */
  busy(key: string): boolean;
  /** The message of the last removal that failed, until the next one starts. */
  failure: string | undefined;
  start(key: string, removal: () => Promise<Removal>): Promise<void>;
}

export function useRemovals(): Removals {
  const [underWay, setUnderWay] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();

  async function start(key: string, removal: () => Promise<Removal>) {
    setFailure(undefined);
    setUnderWay((keys) => new Set(keys).add(key));
    const outcome = await removal();
    setUnderWay((keys) => new Set([...keys].filter((other) => other !== key)));
    if (!outcome.ok) setFailure(outcome.message);
  }

  return { busy: (key) => underWay.has(key), failure, start };
}

/** The button, named for its item so that a list of them reads apart. */
export function RemoveButton({ title, busy, onRemove }: { title: string; busy: boolean; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={`${ACCOUNT_LABELS.remove} ${title}`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onRemove}
    >
      {ACCOUNT_LABELS.remove}
    </button>
  );
}
