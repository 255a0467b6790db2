/**
 * Saved issues and vlogs as the server says: the button flips at once, then takes the server's
 * `isSaved`, and flips back if the call fails; the browser's local `saved` list ($localSaved)
 * follows along.
 */
import { deleteSave, fetchIsSaved, fetchSavedIssues, postSaveToggle } from '../lib/api/accounts.ts';
import type { SavedContentType, SavedIssue } from '../../contract/schemas.ts';
import { $localSaved } from './local-collections.ts';
import type { CollectionTarget } from './local-collections.ts';
import { personalStatus, signedInList, statusKey } from './personal.ts';

/** The API's name for the content: `/issues/…` or `/vlogs/…`. */
export function savedContentType(target: Pick<CollectionTarget, 'type'>): SavedContentType {
  return target.type === 'vlog' ? 'vlogs' : 'issues';
}

/** What a saved entry of the profile's list is, as the buttons and the local list name it. */
export function savedTarget(entry: Pick<SavedIssue, 'id' | 'type'>): Pick<CollectionTarget, 'id' | 'type'> {
  return { id: entry.id, type: entry.type === 'vlog' ? 'vlog' : 'magazine' };
}

/** The profile's Saved Issues (saved vlogs included, each with its `type`). */
const savedIssues = signedInList<SavedIssue>('saved issues', fetchSavedIssues, (entry) =>
  statusKey(savedTarget(entry)),
);
export const $savedIssues = savedIssues.$list;

const saves = personalStatus({
  name: 'save',
  collection: $localSaved,
  optimistic: true,
  ask: (target, who) => fetchIsSaved(savedContentType(target), target.id, who),
  toggle: (target, who) => postSaveToggle(savedContentType(target), target.id, who),
  remove: (target, who) => deleteSave(savedContentType(target), target.id, who),
  list: savedIssues,
});

/** Per issue or vlog (`magazine:<id>`, `vlog:<id>`): saved or not, as the server last said. */
export const $serverSaves = saves.$status;
export const checkSaved = saves.check;
export const toggleSave = saves.toggle;
/** Remove on /collections and the profile: off on the server, then out of `saved` and the profile. */
export const removeSave = saves.remove;
