/**
 * The browser's own lists, kept in local storage and shown on /collections: favourites under the
 * key `favorites`, saved issues and vlogs under `saved`, as `{id, type, title, timestamp}` items.
 * They hold what this browser has seen, not what the server holds (src/stores/server-favourites.ts
 * and server-saves.ts follow the server). Persistent stores follow changes made in other tabs, so
 * two open tabs stay in step.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { STORAGE_KEYS } from '../config/accounts.ts';

export type CollectionType = 'blog' | 'vlog' | 'magazine';

export interface CollectionItem {
  id: string;
  type: CollectionType;
  title: string;
  /** When it was added, as an ISO date. */
  timestamp: string;
}

/** What a favourite or save button knows about its content. */
export type CollectionTarget = Omit<CollectionItem, 'timestamp'>;

const TYPES: readonly string[] = ['blog', 'vlog', 'magazine'];

function isItem(value: unknown): value is CollectionItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.type === 'string' &&
    TYPES.includes(item.type) &&
    typeof item.title === 'string' &&
    typeof item.timestamp === 'string'
  );
}

/** Whatever another script (or an older version) left under the key, keep only well-formed items. */
export function decodeItems(raw: string): CollectionItem[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

const codec = { encode: (items: CollectionItem[]) => JSON.stringify(items), decode: decodeItems };

/** Favourites in this browser's local storage (key `favorites`). */
export const $localFavorites = persistentAtom<CollectionItem[]>(STORAGE_KEYS.favorites, [], codec);
/** Saved issues and vlogs in this browser's local storage (key `saved`). */
export const $localSaved = persistentAtom<CollectionItem[]>(STORAGE_KEYS.saved, [], codec);

export type Collection = WritableAtom<CollectionItem[]>;

const same = (a: Pick<CollectionItem, 'id' | 'type'>, b: Pick<CollectionItem, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type;

/** Adds the item (newest first, once) or takes it out, so the list says what the server said. */
export function keepInCollection(
  $collection: Collection,
  target: CollectionTarget,
  kept: boolean,
  now: Date = new Date(),
): void {
  // A listener mounts the store, which reads storage afresh: another tab may have changed it.
  const unlisten = $collection.listen(() => undefined);
  try {
    const items = $collection.get();
    const others = items.filter((item) => !same(item, target));
    if (!kept && others.length !== items.length) $collection.set(others);
    if (kept && others.length === items.length)
      $collection.set([{ ...target, timestamp: now.toISOString() }, ...others]);
  } finally {
    unlisten();
  }
}

/**
 * Empties both lists: they are the signed-in reader's, and must not stay for whoever uses this
 * browser after them. Other open tabs follow through the storage event.
 */
export function forgetLocalCollections(): void {
  $localFavorites.set([]);
  $localSaved.set([]);
}

export function removeFromCollection($collection: Collection, item: Pick<CollectionItem, 'id' | 'type'>): void {
  keepInCollection($collection, { ...item, title: '' }, false);
}

/** Where an item of a collection is read. */
export function collectionItemPath(item: Pick<CollectionItem, 'id' | 'type'>): string {
  const section = item.type === 'magazine' ? 'magazines' : `${item.type}s`;
  return `/${section}/${encodeURIComponent(item.id)}`;
}
