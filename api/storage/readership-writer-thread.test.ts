/**
 * The readership's writer thread on a real SQLite file: a day's roll-up runs while the API's own
 * thread goes on (a request's turn of the event loop comes before the roll-up is done), a write
 * that fails says why and the next one is written, and the figures written there are read here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { READERSHIP_SCHEMA } from './readership-sql.ts';
import { readershipWriter, type ReadershipWriter } from './readership-writer-thread.ts';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { MagazineStorage } from './storage.ts';

const DAY = '2026-01-15';
let dir: string;
let writer: ReadershipWriter | undefined;
let storage: MagazineStorage | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'readership-writer-'));
});

afterEach(async () => {
  writer?.close();
  await storage?.close();
  writer = undefined;
  storage = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** `views` page views of DAY over 40 pages, written straight into the file. */
function fill(file: string, views: number): void {
  const db = new DatabaseSync(file);
  db.exec(READERSHIP_SCHEMA);
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :views)
     INSERT INTO readership_views SELECT :day, 'v' || i, 'r' || (i % 5000), '/blogs/story-' || (i % 40), '',
       i % 101, i % 90000, 0, 0 FROM n`,
  ).run({ views, day: DAY });
  db.close();
}

it("rolls a day up while the API's thread goes on answering", async () => {
  const file = join(dir, 'magazine.sqlite');
  storage = openSqliteStorage(file);
  fill(file, 150_000);
  const order: string[] = [];
  const rolledUp = storage.readership.rollUp(DAY, true).then(() => order.push('rolled up'));
  setImmediate(() => order.push('a request answered'));
  await rolledUp;
  expect(order).toEqual(['a request answered', 'rolled up']);
  const [day] = (await storage.readership.rows(DAY, DAY, 1)).daily;
  expect(day).toEqual({ day: DAY, views: 150_000, readers: 5000 });
});

it('says why a write failed, and writes the next one', async () => {
  const file = join(dir, 'magazine.sqlite');
  new DatabaseSync(file).close();
  writer = readershipWriter(file);
  await expect(writer.write({ op: 'rollUp', day: DAY, final: true })).rejects.toThrow(/no such table/);
  const db = new DatabaseSync(file);
  db.exec(READERSHIP_SCHEMA);
  await writer.write({
    op: 'record',
    views: [
      {
        day: DAY,
        view: 'v1',
        visitor: 'r1',
        path: '/blogs/a',
        referrer: '',
        read: 40,
        engagedMs: 1000,
        lastPage: 0,
        signedUp: false,
        searches: [{ term: 'tea', results: 0 }],
      },
    ],
  });
  expect(db.prepare('SELECT view, read FROM readership_views').all()).toEqual([{ view: 'v1', read: 40 }]);
  expect(db.prepare('SELECT term, empty FROM readership_searches').all()).toEqual([{ term: 'tea', empty: 1 }]);
  db.close();
});
