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

describe('reading progress', () => {
  it('keeps one page per reader and issue, the latest write winning, and lists the latest first', () => {
    expect(store.progress.record('alice', '1', 4, 1000)).toEqual({ issueId: '1', page: 4, updatedMs: 1000 });
    expect(store.progress.record('alice', '2', 9, 2000)).toEqual({ issueId: '2', page: 9, updatedMs: 2000 });
    expect(store.progress.record('alice', '1', 12, 3000)).toEqual({ issueId: '1', page: 12, updatedMs: 3000 });
    expect(store.progress.record('bob', '1', 2, 1500)).toEqual({ issueId: '1', page: 2, updatedMs: 1500 });
    expect(store.progress.list('alice')).toEqual([
      { issueId: '1', page: 12, updatedMs: 3000 },
      { issueId: '2', page: 9, updatedMs: 2000 },
    ]);
    expect(store.progress.list('bob')).toEqual([{ issueId: '1', page: 2, updatedMs: 1500 }]);
  });

  it('lets an older write that arrives late change nothing', () => {
    store.progress.record('alice', '1', 12, 3000);
    expect(store.progress.record('alice', '1', 4, 2000)).toEqual({ issueId: '1', page: 12, updatedMs: 3000 });
    expect(store.progress.list('alice')).toEqual([{ issueId: '1', page: 12, updatedMs: 3000 }]);
  });

  it('forgets an issue for every reader when the content side deletes it', () => {
    store.progress.record('alice', '1', 12, 3000);
    store.progress.record('bob', '1', 3, 3000);
    store.progress.record('alice', '2', 5, 3000);
    magazine.db.transaction(() => magazine.db.readerLists.forgetIssue('1'));
    expect(store.progress.list('alice')).toEqual([{ issueId: '2', page: 5, updatedMs: 3000 }]);
    expect(store.progress.list('bob')).toEqual([]);
  });
});
