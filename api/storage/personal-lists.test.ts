import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { openPersonalStore, type PersonalStore } from './personal-lists.ts';

let magazine: TempMagazine;
let store: PersonalStore;

beforeEach(() => {
  magazine = openTempMagazine();
  store = openPersonalStore(magazine.dbFile);
});

afterEach(() => {
  store.close();
  magazine.cleanup();
});

describe('openPersonalStore', () => {
  it('toggles favourites per user and lists them newest first', () => {
    expect(store.toggleFavourite('alice', 'a', 1000)).toBe(true);
    expect(store.toggleFavourite('alice', 'b', 3000)).toBe(true);
    expect(store.toggleFavourite('bob', 'a', 2000)).toBe(true);
    expect(store.isFavourite('alice', 'a')).toBe(true);
    expect(store.listFavourites('alice')).toEqual([
      { itemId: 'b', createdMs: 3000 },
      { itemId: 'a', createdMs: 1000 },
    ]);
    expect(store.toggleFavourite('alice', 'a', 4000)).toBe(false);
    expect(store.isFavourite('alice', 'a')).toBe(false);
    expect(store.isFavourite('bob', 'a')).toBe(true);
  });

  it('keeps saved issues and saved vlogs apart, even with the same id', () => {
    expect(store.toggleSaved('alice', 'issues', '1', 1000)).toBe(true);
    expect(store.toggleSaved('alice', 'vlogs', '1', 2000)).toBe(true);
    expect(store.isSaved('alice', 'issues', '1')).toBe(true);
    expect(store.toggleSaved('alice', 'issues', '1', 3000)).toBe(false);
    expect(store.isSaved('alice', 'vlogs', '1')).toBe(true);
    expect(store.listSaved('alice')).toEqual([{ contentType: 'vlogs', contentId: '1', createdMs: 2000 }]);
  });

  it('keeps readers’ rows in the magazine file, apart from the content a reseed replaces', () => {
    store.toggleFavourite('alice', 'a', 1000);
    magazine.db.deleteAll();
    const raw = new DatabaseSync(magazine.dbFile);
    try {
      expect(raw.prepare('SELECT user_id, item_id, created_ms FROM favourites').all()).toEqual([
        { user_id: 'alice', item_id: 'a', created_ms: 1000 },
      ]);
    } finally {
      raw.close();
    }
  });
});
