/**
 * Remove from this browser's own lists: all of Remove for a signed-out reader, and the last step of
 * it for a signed-in one (collection-removal.ts, collection-removal-signed-in.ts).
 */
import { $localFavorites, $localSaved, removeFromCollection, type CollectionItem } from './local-collections.ts';

export type CollectionName = 'favorites' | 'saved';

/** Done, or the message to show (the item is still listed). */
export type Removal = { ok: true } | { ok: false; message: string };

export const COLLECTIONS = { favorites: $localFavorites, saved: $localSaved } as const;

export function removeLocally(name: CollectionName, item: Pick<CollectionItem, 'id' | 'type'>): Removal {
  removeFromCollection(COLLECTIONS[name], item);
  return { ok: true };
}
