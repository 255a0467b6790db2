/**
 * The favourite button of a blog and the save button of an issue or a vlog. Mounted only for
 * signed-in readers, by src/scripts/personal-signed-in.ts. Each asks the
 * server on mount; favourite then follows the server's `isFavorited`, save flips at once and then
 * takes `isSaved` (src/stores/personal.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ACCOUNT_LABELS } from '../config/accounts.ts';
import type { CollectionTarget } from '../stores/local-collections.ts';
import { $serverFavourites, checkFavourite, toggleFavourite } from '../stores/server-favourites.ts';
import { statusKey, UNKNOWN } from '../stores/personal.ts';
import { $serverSaves, checkSaved, toggleSave } from '../stores/server-saves.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';

const KINDS = {
  favourite: {
    label: ACCOUNT_LABELS.favorite,
    icon: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3.1 1.7-2 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z',
    $status: $serverFavourites,
    check: checkFavourite,
    toggle: toggleFavourite,
  },
  save: {
    label: ACCOUNT_LABELS.save,
    icon: 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z',
    $status: $serverSaves,
    check: checkSaved,
    toggle: toggleSave,
  },
} as const;

export type PersonalKindName = keyof typeof KINDS;

function PersonalButton({ kind, target }: { kind: PersonalKindName; target: CollectionTarget }) {
  const { label, icon, $status, check, toggle } = KINDS[kind];
  const key = statusKey(target);
  const status = useStore($status, { keys: [key] })[key] ?? UNKNOWN;
  useEffect(() => void check(target), [check, target]);
  const on = status.on === true;
  return (
    <button
      type="button"
      className={`personal-toggle${on ? ' personal-toggle--on' : ''}`}
      aria-pressed={on}
      aria-busy={status.busy || undefined}
      disabled={status.busy}
      onClick={() => void toggle(target)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={icon} />
      </svg>
      {label}
    </button>
  );
}

export default withErrorBoundary(PersonalButton, 'PersonalButton');
