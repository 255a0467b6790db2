/**
 * The readership tables and the statements that write them, in one place: the API's own connection
 * reads the figures, and the writer's thread (readership-writer.ts) writes the views and sums the days.
 */
import { READ_TO_END_PERCENT } from '../../contract/beacon-limits.ts';

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

/** One page view, or (the same view again) its higher figures. */
export const RECORD_VIEW = `INSERT INTO readership_views (day, view, visitor, path, referrer, read, engaged_ms, last_page, signed_up)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (day, view) DO UPDATE SET read = max(read, excluded.read),
    engaged_ms = max(engaged_ms, excluded.engaged_ms),
    last_page = CASE WHEN excluded.last_page > 0 THEN excluded.last_page ELSE last_page END,
    signed_up = max(signed_up, excluded.signed_up)`;

export const RECORD_SEARCH = `INSERT INTO readership_searches (day, term, searches, empty) VALUES (?, ?, 1, ?)
  ON CONFLICT (day, term) DO UPDATE SET searches = searches + 1, empty = empty + excluded.empty`;

export const MARK_ROLLED_UP = 'INSERT INTO readership_rolled_up (day) VALUES (?) ON CONFLICT (day) DO NOTHING';
export const FORGET_VIEWS = 'DELETE FROM readership_views WHERE day < ?';
export const FORGET_SALTS = 'DELETE FROM readership_salts WHERE day < ?';

/** The statements that sum one day's page views into the daily tables, after deleting its old sums. */
export const ROLL_UP = [
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
