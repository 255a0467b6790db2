import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredItem } from './db.ts';
import { openDatabase } from './db.ts';
import { openTempMagazine } from '../../tests/support/temp-magazine.ts';
import type { TempMagazine } from '../../tests/support/temp-magazine.ts';

let magazine: TempMagazine;
beforeEach(() => {
  magazine = openTempMagazine();
});
afterEach(() => magazine.cleanup());

const item = (id: string, createdAt: string, category = 'travel', type: 'blog' | 'vlog' = 'blog'): StoredItem => ({
  id,
  type,
  title: id,
  createdAt,
  category,
  categoryName: category,
});

describe('openDatabase', () => {
  it('creates the tables and indexes in WAL mode, and reopens without losing rows', () => {
    magazine.db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    const raw = new DatabaseSync(magazine.dbFile);
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
        'favourites',
        'issues',
        'issues_by_date',
        'issues_by_status',
        'items',
        'items_by_status',
        'items_by_type_and_date',
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
    magazine.db.close();
    const reopened = openDatabase(magazine.dbFile);
    try {
      expect(reopened.counts()).toEqual({ items: 1, issues: 0 });
    } finally {
      reopened.close();
    }
  });

  it('orders by the moment of creation whatever the offset', () => {
    magazine.db.insertItem(item('colombo-midnight', '2025-03-02T00:30:00+05:30'));
    magazine.db.insertItem(item('utc-evening', '2025-03-01T20:00:00Z'));
    magazine.db.insertItem(item('later', '2025-03-02T12:00:00Z'));
    magazine.db.insertItem(item('a-vlog', '2026-01-01T00:00:00Z', 'travel', 'vlog'));
    // 00:30 in Colombo is 19:00 UTC the day before, so it is older than 20:00 UTC.
    expect(magazine.db.listItems('blog').map((row) => row.id)).toEqual(['later', 'utc-evening', 'colombo-midnight']);
    expect(magazine.db.listItems('vlog').map((row) => row.id)).toEqual(['a-vlog']);
  });

  it('deletes one item by id', () => {
    magazine.db.insertItem(item('gone', '2025-01-01T00:00:00Z'));
    magazine.db.insertItem(item('kept', '2025-01-02T00:00:00Z'));
    expect(magazine.db.deleteItem('gone')).toBe(true);
    expect(magazine.db.deleteItem('gone')).toBe(false);
    expect(magazine.db.listItems('blog').map((stored) => stored.id)).toEqual(['kept']);
  });

  it('rolls a failed transaction back completely', () => {
    expect(() =>
      magazine.db.transaction(() => {
        magazine.db.insertItem(item('kept-out', '2025-01-01T00:00:00Z'));
        magazine.db.insertItem(item('kept-out', '2025-01-01T00:00:00Z'));
      }),
    ).toThrow(/UNIQUE/);
    expect(magazine.db.counts()).toEqual({ items: 0, issues: 0 });
  });

  it('picks one blog per category and never a vlog', () => {
    magazine.db.insertItem(item('t1', '2025-01-01T00:00:00Z', 'travel'));
    magazine.db.insertItem(item('t2', '2025-01-02T00:00:00Z', 'travel'));
    magazine.db.insertItem(item('g1', '2025-01-03T00:00:00Z', 'gems'));
    magazine.db.insertItem(item('v1', '2025-01-04T00:00:00Z', 'sports', 'vlog'));
    const picks = magazine.db.randomBlogPerCategory();
    expect(picks.map((row) => row.category)).toEqual(['gems', 'travel']);
    expect(['t1', 't2']).toContain(picks[1]?.id);
  });

  it('finds the latest issue by date, not by id', () => {
    magazine.db.insertIssue({ id: '2', title: 'Older', createdAt: '2025-01-01T00:00:00Z' });
    magazine.db.insertIssue({ id: '1', title: 'Newer', createdAt: '2025-06-01T00:00:00Z' });
    expect(magazine.db.latestIssue()?.title).toBe('Newer');
    expect(magazine.db.listIssues().map((issue) => issue.id)).toEqual(['1', '2']);
    expect(magazine.db.findIssue(2)?.title).toBe('Older');
    expect(magazine.db.findIssue(3)).toBeUndefined();
  });
});

describe('serialized answers', () => {
  it('are the JSON c.json would send for the same rows', () => {
    magazine.db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    magazine.db.insertItem(item('b', '2025-02-01T00:00:00Z', 'art', 'vlog'));
    expect(magazine.db.listItemsJson('blog').toString()).toBe(JSON.stringify(magazine.db.listItems('blog')));
    const vlog = magazine.db.findItemJson('b');
    expect(vlog?.type).toBe('vlog');
    expect(vlog?.json.toString()).toBe(JSON.stringify(magazine.db.findItem('b')));
    expect(magazine.db.findItemJson('missing')).toBeUndefined();
  });

  it('follow writes made through the same connection', () => {
    magazine.db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    expect(JSON.parse(magazine.db.listItemsJson('blog').toString())).toHaveLength(1);
    magazine.db.insertItem(item('b', '2025-02-01T00:00:00Z'));
    expect(JSON.parse(magazine.db.listItemsJson('blog').toString())).toHaveLength(2);
    magazine.db.deleteItem('a');
    expect(magazine.db.findItemJson('a')).toBeUndefined();
    magazine.db.deleteAll();
    expect(magazine.db.listItemsJson('blog').toString()).toBe('[]');
  });

  it('follow writes made by another connection, as a reset or a publishing test makes them', () => {
    magazine.db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    expect(magazine.db.findItemJson('b')).toBeUndefined();
    expect(JSON.parse(magazine.db.listItemsJson('blog').toString())).toHaveLength(1);
    const other = openDatabase(magazine.dbFile);
    try {
      other.insertItem(item('b', '2025-02-01T00:00:00Z'));
    } finally {
      other.close();
    }
    expect(magazine.db.findItemJson('b')?.type).toBe('blog');
    expect(JSON.parse(magazine.db.listItemsJson('blog').toString())).toHaveLength(2);
  });
});
