/**
 * Readership figures in the SQLite file, on a connection of their own (as import jobs are): beacons
 * arrive far more often than anything else is written, so their views wait in memory for a moment
 * and are written a slice per transaction (buffered-views.ts), by a thread of their own
 * (readership-writer.ts), as are the days' roll-ups; the figures are read here.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { viewBuffer } from './buffered-views.ts';
import { openPrivateDatabase, restrictDatabaseFiles } from './private-files.ts';
import { READERSHIP_SCHEMA } from './readership-sql.ts';
import type { ReadershipRows, ReadershipStore } from './readership-store.ts';
import { readershipWriter } from './readership-writer-thread.ts';

type Queue = <T>(work: () => T | Promise<T>) => Promise<T>;

function numbers<T extends string>(row: Record<string, unknown>, keys: readonly T[]): Record<T, number> {
  return Object.fromEntries(keys.map((key) => [key, Number(row[key] ?? 0)])) as Record<T, number>;
}

type RowStatements = Record<'daily' | 'pages' | 'stops' | 'referrers' | 'searches', StatementSync>;

function readRows(statements: RowStatements, from: string, to: string, limit: number): ReadershipRows {
  const span = { from, to, limit };
  return {
    daily: statements.daily
      .all({ from, to })
      .map((row) => ({ day: String(row.day), ...numbers(row, ['views', 'readers']) })),
    pages: statements.pages.all(span).map((row) => ({
      path: String(row.path),
      ...numbers(row, ['views', 'readers', 'readSum', 'readToEnd', 'engagedMs', 'signUps']),
    })),
    stops: statements.stops.all(span).map((row) => ({ path: String(row.path), ...numbers(row, ['page', 'views']) })),
    referrers: statements.referrers.all(span).map((row) => ({ host: String(row.host), views: Number(row.views) })),
    searchesWithoutResults: statements.searches
      .all(span)
      .map((row) => ({ term: String(row.term), searches: Number(row.searches) })),
  };
}

/** The store on its own connection to `file`; writes wait their turn in `queued`. */
export function openReadershipStore(file: string, queued: Queue): ReadershipStore & { close(): void } {
  const db: DatabaseSync = openPrivateDatabase(file);
  db.exec('PRAGMA journal_mode = WAL');
  restrictDatabaseFiles(file);
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA busy_timeout = 5000');
  // The figures' sums over a month are sorted in temporary trees: in memory, not in files.
  db.exec('PRAGMA temp_store = MEMORY');
  db.exec(READERSHIP_SCHEMA);
  const SPAN = 'day >= :from AND day <= :to';
  const statements = {
    addSalt: db.prepare('INSERT INTO readership_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING'),
    salt: db.prepare('SELECT salt FROM readership_salts WHERE day = ?'),
    toRollUp: db.prepare(
      `SELECT DISTINCT day FROM readership_views WHERE day < ?
       AND day NOT IN (SELECT day FROM readership_rolled_up) ORDER BY day`,
    ),
    keptDays: db.prepare('SELECT DISTINCT day FROM readership_views ORDER BY day'),
    daily: db.prepare(`SELECT day, views, readers FROM readership_daily_site WHERE ${SPAN} ORDER BY day`),
    pages: db.prepare(
      `SELECT path, sum(views) AS views, sum(readers) AS readers, sum(read_sum) AS readSum,
              sum(read_to_end) AS readToEnd, sum(engaged_ms) AS engagedMs, sum(sign_ups) AS signUps
       FROM readership_daily_pages WHERE ${SPAN} GROUP BY path ORDER BY views DESC, path LIMIT :limit`,
    ),
    stops: db.prepare(
      `SELECT path, page, sum(views) AS views FROM readership_daily_stops WHERE ${SPAN}
       GROUP BY path, page ORDER BY views DESC, path, page LIMIT :limit`,
    ),
    referrers: db.prepare(
      `SELECT host, sum(views) AS views FROM readership_daily_referrers WHERE ${SPAN}
       GROUP BY host ORDER BY views DESC, host LIMIT :limit`,
    ),
    searches: db.prepare(
      `SELECT term, sum(empty) AS searches FROM readership_searches WHERE ${SPAN}
       GROUP BY term HAVING sum(empty) > 0 ORDER BY searches DESC, term LIMIT :limit`,
    ),
  };
  const writer = readershipWriter(file);
  const waiting = viewBuffer((views) => queued(() => writer.write({ op: 'record', views })));
  return {
    saltOf: (day) =>
      queued(() => {
        statements.addSalt.run(day, randomBytes(32).toString('base64'));
        return String(statements.salt.get(day)?.salt);
      }),
    record: async (view) => waiting.add(view),
    flush: () => waiting.flush(),
    daysToRollUp: async (today) => statements.toRollUp.all(today).map((row) => String(row.day)),
    rollUp: (day, final) => queued(() => writer.write({ op: 'rollUp', day, final })),
    forget: (viewsBefore, saltsBefore) => queued(() => writer.write({ op: 'forget', viewsBefore, saltsBefore })),
    keptDays: async () => statements.keptDays.all().map((row) => String(row.day)),
    rows: async (from, to, limit) => readRows(statements, from, to, limit),
    close: () => {
      writer.close();
      if (db.isOpen) db.close();
    },
  };
}
