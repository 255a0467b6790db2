/**
 * Readership over days, on a real database of the tests' engine: what is stored of a reader (no IP,
 * no user agent), days rolled up and their salts forgotten, raw views deleted after a week, and two
 * instances of the API adding up.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MagazineStorage } from '../storage/storage.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import {
  newViewId as newView,
  readershipApp,
  readershipReport as report,
  sendBeacon as beacon,
  todayOf as today,
} from '../../tests/support/readership-app.ts';
import {
  openTempMagazine,
  storeWithoutImages,
  testEngine,
  type TempMagazine,
} from '../../tests/support/temp-magazine.ts';

const DAY_MS = 86_400_000;

let magazine: TempMagazine;
let now: number;
let others: MagazineStorage[];

const appOn = (db: MagazineStorage) => readershipApp(db, () => now);

/**
 * The raw page views as stored, read from the SQLite file itself; none on PostgreSQL, where the
 * same rows are written from the same checked values.
 */
function rawViews(): Record<string, unknown>[] {
  if (testEngine() !== 'sqlite') return [];
  const file = new DatabaseSync(magazine.dbFile, { readOnly: true });
  try {
    return file.prepare('SELECT * FROM readership_views ORDER BY day, view').all();
  } finally {
    file.close();
  }
}

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  now = Date.parse('2026-11-20T10:00:00Z');
  others = [];
});

afterEach(async () => {
  for (const db of others) await db.close();
  await magazine.cleanup();
});

describe('privacy and days', () => {
  it('stores no IP and no user agent', async () => {
    const app = appOn(magazine.db);
    await beacon(app, { view: newView(), path: '/' }, { ip: '192.0.2.55' });
    await report(app);
    const stored = JSON.stringify([...rawViews(), await magazine.db.readership.rows('2026-01-01', '2026-12-31', 100)]);
    expect(stored).toContain('"path":"/"');
    expect(stored).not.toContain('192.0.2.55');
    expect(stored).not.toContain('Chrome');
  });

  it('rolls up finished days, forgets their salts, and deletes raw views after a week', async () => {
    const app = appOn(magazine.db);
    const salt = await magazine.db.readership.saltOf('2026-11-20');
    await beacon(app, { view: newView(), path: '/' });
    now += DAY_MS;
    // The same reader on the next day is hashed with a new salt.
    expect(await magazine.db.readership.saltOf('2026-11-21')).not.toBe(salt);
    await beacon(app, { view: newView(), path: '/' });
    const figures = await report(app);
    expect(figures.totals).toEqual([
      { days: 1, views: 1, readers: 1 },
      { days: 7, views: 2, readers: 2 },
      { days: 30, views: 2, readers: 2 },
    ]);
    // The 20th's salt is gone: asking for it makes a new one.
    expect(await magazine.db.readership.saltOf('2026-11-20')).not.toBe(salt);
    expect(await magazine.db.readership.keptDays()).toEqual(['2026-11-20', '2026-11-21']);
    now += 7 * DAY_MS;
    await report(app);
    expect(await magazine.db.readership.keptDays()).toEqual(['2026-11-21']);
    expect(await magazine.db.readership.daysToRollUp('2026-12-31')).toEqual([]);
    const month = await report(app, 30);
    expect(month.daily.filter((day) => day.views > 0)).toEqual([
      { day: '2026-11-20', views: 1, readers: 1 },
      { day: '2026-11-21', views: 1, readers: 1 },
    ]);
  });

  it('writes the views an instance holds when it closes', async () => {
    const second = await magazine.openAnother();
    await beacon(appOn(second), { view: newView(), path: '/blogs' });
    await second.close();
    expect(today(await report(appOn(magazine.db)))).toEqual({ days: 1, views: 1, readers: 1 });
  });

  it('adds up the figures of two instances, a reader counted once', async () => {
    const second = await magazine.openAnother();
    others.push(second);
    const one = appOn(magazine.db);
    const two = appOn(second);
    await beacon(one, { view: newView(), path: '/' });
    await beacon(two, { view: newView(), path: '/blogs' });
    await beacon(two, { view: newView(), path: '/' }, { ip: '198.51.100.2' });
    // Each instance writes the views it holds within a moment; the second's are written now.
    await second.readership.flush();
    expect(today(await report(one))).toEqual({ days: 1, views: 3, readers: 2 });
    expect(today(await report(two))).toEqual({ days: 1, views: 3, readers: 2 });
  });
});
