/** What only the SQLite file does; what both engines do is in storage.test.ts. */
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredItem } from './db.ts';
import { openDatabase } from './db.ts';
import { openPersonalStore } from './personal-lists.ts';
import { openTempSqliteFile, type TempSqliteFile } from '../../tests/support/temp-magazine.ts';

let file: TempSqliteFile;
beforeEach(() => {
  file = openTempSqliteFile();
});
afterEach(() => file.cleanup());

const item = (id: string, createdAt: string): StoredItem => ({
  id,
  type: 'blog',
  title: id,
  createdAt,
  category: 'travel',
  categoryName: 'travel',
});

describe('openDatabase', () => {
  it('creates the tables and indexes in WAL mode, and reopens without losing rows', () => {
    file.db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    const raw = new DatabaseSync(file.dbFile);
    try {
      expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      const names = raw
        .prepare(
          "SELECT name FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all()
        .map((row) => row.name);
      expect(names).toEqual([
        'audit_log',
        'audit_log_by_item',
        'authors',
        'favourites',
        'front_page',
        'issues',
        'issues_by_date',
        'issues_by_status',
        'items',
        'items_by_status',
        'items_by_type_and_date',
        'items_by_type_status_category',
        'mails',
        'reading_progress',
        'saved',
        'subscribers',
        'working_copies',
      ]);
      expect(raw.prepare('SELECT id, type, category, position, created_at FROM items').get()).toEqual({
        id: 'a',
        type: 'blog',
        category: 'travel',
        position: null,
        created_at: '2025-01-01T00:00:00.000Z',
      });
    } finally {
      raw.close();
    }
    file.db.close();
    const reopened = openDatabase(file.dbFile);
    try {
      expect(reopened.counts()).toEqual({ items: 1, issues: 0 });
    } finally {
      reopened.close();
    }
  });

  it('keeps serialized answers only until another connection writes, as a reset or a publishing test does', async () => {
    file.db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    expect(file.db.findItemJson('b')).toBeUndefined();
    expect(JSON.parse(file.db.listItemsJson('blog').toString())).toHaveLength(1);
    const other = openDatabase(file.dbFile);
    try {
      other.insertItem(item('b', '2025-02-01T00:00:00Z'));
    } finally {
      other.close();
    }
    // The reads of one turn of the event loop are answered as of its start; the next turn sees the write.
    expect(JSON.parse(file.db.listItemsJson('blog').toString())).toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(file.db.findItemJson('b')?.type).toBe('blog');
    expect(JSON.parse(file.db.listItemsJson('blog').toString())).toHaveLength(2);
  });

  it('guards subscribers with the file itself: a plain second INSERT fails on the unique key', () => {
    file.db.subscribers.add('guarded@example.com', new Date());
    const raw = new DatabaseSync(file.dbFile);
    try {
      expect(() =>
        raw.prepare('INSERT INTO subscribers (email, created_at) VALUES (?, ?)').run('guarded@example.com', 'x'),
      ).toThrow(/UNIQUE|PRIMARY KEY/);
    } finally {
      raw.close();
    }
  });

  it('keeps readers’ rows in the magazine file, apart from the content a reseed replaces', () => {
    const store = openPersonalStore(file.dbFile);
    try {
      store.toggleFavourite('alice', 'a', 1000);
    } finally {
      store.close();
    }
    file.db.deleteAll();
    const raw = new DatabaseSync(file.dbFile);
    try {
      expect(raw.prepare('SELECT user_id, item_id, created_ms FROM favourites').all()).toEqual([
        { user_id: 'alice', item_id: 'a', created_ms: 1000 },
      ]);
    } finally {
      raw.close();
    }
  });
});
