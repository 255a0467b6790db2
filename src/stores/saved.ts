/**
 * Saved issues and vlogs: the button flips at once, then takes the
 * server's `isSaved`, and flips back if the call fails; the `saved` collection follows along.
 */
import { fetchIsSaved, fetchSavedIssues, toggleSaved as postSaved } from '../lib/api/accounts.ts';
import type { SavedContentType, SavedIssue } from '../../contract/schemas.ts';
import { $saved } from './collections.ts';
import type { CollectionTarget } from './collections.ts';
import { personalStatus, signedInList } from './personal.ts';

/** The API's name for the content: `/issues/…` or `/vlogs/…`. */
export function savedContentType(target: Pick<CollectionTarget, 'type'>): SavedContentType {
  return target.type === 'vlog' ? 'vlogs' : 'issues';
}

const saves = personalStatus({
  name: 'save',
  collection: $saved,
  optimistic: true,
  ask: (target, who) => fetchIsSaved(savedContentType(target), target.id, who),
  toggle: (target, who) => postSaved(savedContentType(target), target.id, who),
});

/** Per issue or vlog (`magazine:<id>`, `vlog:<id>`): saved or not. */
export const $savedStatus = saves.$status;
export const checkSaved = saves.check;
export const toggleSave = saves.toggle;

/** The profile's Saved Issues (saved vlogs included, each with its `type`). */
export const $savedIssues = signedInList<SavedIssue>('saved issues', fetchSavedIssues);
