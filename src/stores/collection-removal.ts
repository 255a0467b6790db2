/**
 * Remove on /collections. A signed-out reader's lists live only in this browser, so Remove edits
 * local storage. A signed-in reader's favourites and saves live on the server too: Remove takes
 * them off there first (collection-removal-signed-in.ts), so the profile and the buttons agree with
 * this page, and keeps the item listed when the server could not be told. That part, with Firebase
 * and the API client, loads only when this browser's signed-in hint is set.
 */
import { COLLECTION_MESSAGES } from '../lib/api/messages.ts';
import { readSignedInHint } from '../lib/accounts/signed-in-hint.ts';
import { logFailure } from '../lib/browser/log.ts';
import { removeLocally, type CollectionName, type Removal } from './collection-removal-local.ts';
import type { CollectionItem } from './local-collections.ts';

export type { CollectionName, Removal };

export async function removeCollectionItem(name: CollectionName, item: CollectionItem): Promise<Removal> {
  if (!readSignedInHint()) return removeLocally(name, item);
  let signedInPart: typeof import('./collection-removal-signed-in.ts');
  try {
    signedInPart = await import('./collection-removal-signed-in.ts');
  } catch (error) {
    logFailure(`Loading the account's Remove failed`, error);
    return { ok: false, message: COLLECTION_MESSAGES.removeFailed(item.title || item.id) };
  }
  return signedInPart.removeForSignedInReader(name, item);
}
