/**
 * Readership figures in the SQLite file, on a connection of their own (as import jobs are): beacons
 * arrive far more often than anything else is written, so their views wait in memory for a moment
 * and are written a slice per transaction (buffered-views.ts).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { READ_TO_END_PERCENT } from '../../contract/beacon-limits.ts';
import { viewBuffer } from './buffered-views.ts';
import { inImmediateTransaction } from './immediate-transaction.ts';
import { openPrivateDatabase, restrictDatabaseFiles } from './private-files.ts';
import type { ReadershipRows, ReadershipStore, RecordedView } from './readership-store.ts';

export const READERSHIP_SCHEMA = `
  CREATE TABLE IF NOT EXISTS readership_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS readership_views (
    day TEXT NOT NULL, view TEXT NOT NULL, visitor TEXT NOT NULL, path TEXT NOT NULL,
    referrer TEXT NOT NULL, read INTEGER NOT NULL, engaged_ms INTEGER NOT NULL,
    last_page INTEGER NOT NULL, signed_up INTEGER NOT NULL,
    PRIMARY KEY (day, view)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS readership_searches (
    day TEXT NOT NULL, term TEXT NOT NULL, searches INTEGER NOT NULL, empty INTEGER NOT NULL,
    PRIMARY KEY (day, term)
  );
  CREATE TABLE IF NOT EXISTS readership_daily_site (day TEXT PRIMARY KEY, views INTEGER NOT NULL, readers INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS readership_daily_pages (
    day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, readers INTEGER NOT NULL,
    read_sum INTEGER NOT NULL, read_to_end INTEGER NOT NULL, engaged_ms INTEGER NOT NULL,
    sign_ups INTEGER NOT NULL, PRIMARY KEY (day, path)
  );
  CREATE TABLE IF NOT EXISTS readership_daily_referrers (
    day TEXT NOT NULL, host TEXT NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (day, host)
  );
  CREATE TABLE IF NOT EXISTS readership_daily_stops (
    day TEXT NOT NULL, path TEXT NOT NULL, page INTEGER NOT NULL, views INTEGER NOT NULL,
    PRIMARY KEY (day, path, page)
  );
  CREATE TABLE IF NOT EXISTS readership_rolled_up (day TEXT PRIMARY KEY);
`;

type Queue = <T>(work: () => T) => Promise<T>;

/** The statements that sum one day's page views into the daily tables, after deleting its old sums. */
const ROLL_UP = [
  'DELETE FROM readership_daily_site WHERE day = :day',
  `INSERT INTO readership_daily_site (day, views, readers)
   SELECT day, count(*), count(DISTINCT visitor) FROM readership_views WHERE day = :day GROUP BY day`,
  'DELETE FROM readership_daily_pages WHERE day = :day',
  `INSERT INTO readership_daily_pages
   SELECT day, path, count(*), count(DISTINCT visitor), sum(read), sum(read >= ${READ_TO_END_PERCENT}),
          sum(engaged_ms), sum(signed_up)
   FROM readership_views WHERE day = :day GROUP BY day, path`,
  'DELETE FROM readership_daily_referrers WHERE day = :day',
  `INSERT INTO readership_daily_referrers
   SELECT day, referrer, count(*) FROM readership_views WHERE day = :day AND referrer <> '' GROUP BY day, referrer`,
  'DELETE FROM readership_daily_stops WHERE day = :day',
  `INSERT INTO readership_daily_stops
   SELECT day, path, last_page, count(*) FROM readership_views WHERE day = :day AND last_page > 0
   GROUP BY day, path, last_page`,
];

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
  // A day's roll-up sorts its views (by page, by reader) in temporary trees: in memory, not in files.
  db.exec('PRAGMA temp_store = MEMORY');
  db.exec(READERSHIP_SCHEMA);
  const SPAN = 'day >= :from AND day <= :to';
  const statements = {
    addSalt: db.prepare('INSERT INTO readership_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING'),
    salt: db.prepare('SELECT salt FROM readership_salts WHERE day = ?'),
    record: db.prepare(
      `INSERT INTO readership_views (day, view, visitor, path, referrer, read, engaged_ms, last_page, signed_up)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, view) DO UPDATE SET read = max(read, excluded.read),
         engaged_ms = max(engaged_ms, excluded.engaged_ms),
         last_page = CASE WHEN excluded.last_page > 0 THEN excluded.last_page ELSE last_page END,
         signed_up = max(signed_up, excluded.signed_up)`,
    ),
    search: db.prepare(
      `INSERT INTO readership_searches (day, term, searches, empty) VALUES (?, ?, 1, ?)
       ON CONFLICT (day, term) DO UPDATE SET searches = searches + 1, empty = empty + excluded.empty`,
    ),
    toRollUp: db.prepare(
      `SELECT DISTINCT day FROM readership_views WHERE day < ?
       AND day NOT IN (SELECT day FROM readership_rolled_up) ORDER BY day`,
    ),
    rolledUp: db.prepare('INSERT INTO readership_rolled_up (day) VALUES (?) ON CONFLICT (day) DO NOTHING'),
    keptDays: db.prepare('SELECT DISTINCT day FROM readership_views ORDER BY day'),
    forgetViews: db.prepare('DELETE FROM readership_views WHERE day < ?'),
    forgetSalts: db.prepare('DELETE FROM readership_salts WHERE day < ?'),
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
  const rollUpStatements = ROLL_UP.map((text) => db.prepare(text));
  const inTransaction = <T>(work: () => T): T => inImmediateTransaction(db, work);
  const recordOne = (view: RecordedView): void => {
    statements.record.run(
      view.day,
      view.view,
      view.visitor,
      view.path,
      view.referrer,
      view.read,
      view.engagedMs,
      view.lastPage,
      view.signedUp ? 1 : 0,
    );
    for (const { term, results } of view.searches) statements.search.run(view.day, term, results === 0 ? 1 : 0);
  };
  const waiting = viewBuffer((views) => queued(() => inTransaction(() => views.forEach(recordOne))));
  return {
    saltOf: (day) =>
      queued(() => {
        statements.addSalt.run(day, randomBytes(32).toString('base64'));
        return String(statements.salt.get(day)?.salt);
      }),
    record: async (view) => waiting.add(view),
    flush: () => waiting.flush(),
    daysToRollUp: async (today) => statements.toRollUp.all(today).map((row) => String(row.day)),
    rollUp: (day, final) =>
      queued(() =>
        inTransaction(() => {
          for (const statement of rollUpStatements) statement.run({ day });
          if (final) statements.rolledUp.run(day);
        }),
      ),
    forget: (viewsBefore, saltsBefore) =>
      queued(() => {
        statements.forgetViews.run(viewsBefore);
        statements.forgetSalts.run(saltsBefore);
      }),
    keptDays: async () => statements.keptDays.all().map((row) => String(row.day)),
    rows: async (from, to, limit) => readRows(statements, from, to, limit),
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
