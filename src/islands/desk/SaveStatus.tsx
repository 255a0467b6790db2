/** Where an item's saving stands: saved, waiting, saving, or why it was not saved. */
import type { SaveState } from '../../lib/desk/autosaver.ts';

export const SAVE_TEXT = {
  saveState: {
    saved: 'All changes saved.',
    unsaved: 'Changes kept in this browser; saving shortly.',
    saving: 'Saving…',
  },
  notSaved: 'Not saved:',
} as const;

export function SaveStatus({ state }: { state: SaveState }) {
  if (state.phase === 'saved' || state.phase === 'unsaved' || state.phase === 'saving') {
    return (
      <p role="status" className="desk-save">
        {SAVE_TEXT.saveState[state.phase]}
      </p>
    );
  }
  return (
    <p role="alert" className="desk-save desk-error">
      {state.phase === 'conflict' ? state.message : `${SAVE_TEXT.notSaved} ${state.message}`}
    </p>
  );
}
