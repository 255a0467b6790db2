import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';
import { tinyContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

let magazine: TempMagazine;
beforeEach(() => {
  magazine = openTempMagazine();
});
afterEach(() => magazine.cleanup());

const at = new Date('2026-02-01T10:00:00Z');

describe('subscriber store', () => {
  it('adds an address once and says whether it was new', () => {
    expect(magazine.db.subscribers.add('reader@example.com', at)).toBe(true);
    expect(magazine.db.subscribers.add('reader@example.com', at)).toBe(false);
    expect(magazine.db.subscribers.list()).toEqual([{ email: 'reader@example.com', createdAt: at.toISOString() }]);
  });

  it('keeps one row when a second connection adds the same address', () => {
    const other = openDatabase(magazine.dbFile);
    try {
      const answers = [
        magazine.db.subscribers.add('same@example.com', at),
        other.subscribers.add('same@example.com', at),
      ];
      expect(answers.sort()).toEqual([false, true]);
    } finally {
      other.close();
    }
    expect(magazine.db.subscribers.list()).toHaveLength(1);
  });

  it('is guarded by the database itself: a plain second INSERT fails on the unique key', () => {
    magazine.db.subscribers.add('guarded@example.com', at);
    const raw = new DatabaseSync(magazine.dbFile);
    try {
      expect(() =>
        raw.prepare('INSERT INTO subscribers (email, created_at) VALUES (?, ?)').run('guarded@example.com', 'x'),
      ).toThrow(/UNIQUE|PRIMARY KEY/);
    } finally {
      raw.close();
    }
  });

  it('survives a reset of the content, as do recorded mails', () => {
    magazine.db.subscribers.add('kept@example.com', at);
    magazine.db.mails.record({
      serviceId: 's',
      templateId: 't',
      to: 'x@example.com',
      params: { a: '1' },
      receivedAt: at.toISOString(),
    });
    // What `npm run api:reset` does to the database (api/seed/seed.ts, reset), without drawing images.
    storeWithoutImages(magazine.db, tinyContent);
    magazine.db.transaction(() => magazine.db.deleteAll());
    expect(magazine.db.counts()).toEqual({ items: 0, issues: 0 });
    expect(magazine.db.subscribers.list().map((row) => row.email)).toEqual(['kept@example.com']);
    expect(magazine.db.mails.list()).toEqual([
      { id: 1, serviceId: 's', templateId: 't', to: 'x@example.com', params: { a: '1' }, receivedAt: at.toISOString() },
    ]);
  });
});
