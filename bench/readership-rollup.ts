/**
 * A day of page views written straight into an engine's raw table, as a busy day's beacons would
 * have left them, and the time the storage takes to roll that day up. The views spread over 2,000
 * pages (a tenth of them issue views with the page they ended on), 300,000 readers and 50
 * referring sites.
 */
import { DatabaseSync } from 'node:sqlite';
import postgres from 'postgres';
import type { MagazineStorage } from '../api/storage/storage.ts';

export const ROLL_UP_DAY = '2026-01-15';

const SQLITE_FILL = `
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :views)
  INSERT INTO readership_views (day, view, visitor, path, referrer, read, engaged_ms, last_page, signed_up)
  SELECT :day, printf('v%015d', i), printf('r%08d', (i * 7919) % 300000),
         CASE WHEN i % 10 = 0 THEN printf('/magazines/%d', i % 6 + 1) ELSE printf('/blogs/story-%d', i % 2000) END,
         CASE WHEN i % 3 = 0 THEN printf('site-%d.example', i % 50) ELSE '' END,
         i % 101, (i * 37) % 600000, CASE WHEN i % 10 = 0 THEN i % 40 + 1 ELSE 0 END, (i % 500 = 0)
  FROM n`;

/** Writes `views` page views of ROLL_UP_DAY into the SQLite file, replacing any of that day. */
export function fillSqlite(file: string, views: number): void {
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('DELETE FROM readership_views WHERE day = ?').run(ROLL_UP_DAY);
    db.prepare(SQLITE_FILL).run({ views, day: ROLL_UP_DAY });
  } finally {
    db.close();
  }
}

/** Writes `views` page views of ROLL_UP_DAY into the PostgreSQL database, replacing any of that day. */
export async function fillPostgres(url: string, views: number): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await sql`DELETE FROM readership_views WHERE day = ${ROLL_UP_DAY}`;
    await sql`
      INSERT INTO readership_views (day, view, visitor, path, referrer, read, engaged_ms, last_page, signed_up)
      SELECT ${ROLL_UP_DAY}, 'v' || lpad(i::text, 15, '0'), 'r' || lpad(((i * 7919) % 300000)::text, 8, '0'),
             CASE WHEN i % 10 = 0 THEN '/magazines/' || (i % 6 + 1) ELSE '/blogs/story-' || (i % 2000) END,
             CASE WHEN i % 3 = 0 THEN 'site-' || (i % 50) || '.example' ELSE '' END,
             i % 101, (i * 37) % 600000, CASE WHEN i % 10 = 0 THEN i % 40 + 1 ELSE 0 END, (i % 500 = 0)::int
      FROM generate_series(1, ${views}::bigint) AS i`;
    await sql`ANALYZE readership_views`;
  } finally {
    await sql.end();
  }
}

/** Seconds the storage takes to roll ROLL_UP_DAY up, and the views the roll-up counted. */
export async function timeRollUp(db: MagazineStorage): Promise<{ seconds: number; views: number }> {
  const started = performance.now();
  await db.readership.rollUp(ROLL_UP_DAY, true);
  const seconds = (performance.now() - started) / 1000;
  const [day] = (await db.readership.rows(ROLL_UP_DAY, ROLL_UP_DAY, 1)).daily;
  return { seconds, views: day?.views ?? 0 };
}
