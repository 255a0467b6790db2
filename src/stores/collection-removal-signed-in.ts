/**
 * Remove on /collections when this browser says someone is signed in (loaded on demand by
 * collection-removal.ts), and on the profile's lists. Firebase confirms the reader; then the
 * favourite or save comes off on the server and only then out of the local list and the profile's.
 * Nobody signed in after all: the local list alone.
 */
import { COLLECTION_MESSAGES } from '../lib/api/messages.ts';
import { logFailure } from '../lib/browser/log.ts';
import { knownUser } from './auth.ts';
import { removeLocally, type CollectionName, type Removal } from './collection-removal-local.ts';
import type { CollectionItem } from './local-collections.ts';
import { statusKey } from './personal.ts';
import { removeFavourite } from './server-favourites.ts';
import { removeSave } from './server-saves.ts';

const REMOVE_ON_SERVER = { favorites: removeFavourite, saved: removeSave } as const;

export async function removeForSignedInReader(
  name: CollectionName,
  item: Pick<CollectionItem, 'id' | 'type' | 'title'>,
): Promise<Removal> {
  if (!(await knownUser())) return removeLocally(name, item);
  try {
    await REMOVE_ON_SERVER[name](item);
    return { ok: true };
  } catch (error) {
    logFailure(`Removing ${statusKey(item)} from ${name} on the server failed`, error);
    return { ok: false, message: COLLECTION_MESSAGES.removeFailed(item.title || item.id) };
  }
}
