-- Readership figures: the same tables as the SQLite file (api/storage/readership.ts).
-- Raw page views are kept for a few days only and hold no IP: the reader is a hash of the day's
-- salt, the IP and the user agent, and the salt is deleted once its day is over. Unlogged: a
-- crash loses the day's views so far, never anything a reader or an editor wrote.
CREATE UNLOGGED TABLE readership_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
CREATE UNLOGGED TABLE readership_views (
  day TEXT NOT NULL,
  view TEXT NOT NULL,
  visitor TEXT NOT NULL,
  path TEXT NOT NULL,
  referrer TEXT NOT NULL,
  read INTEGER NOT NULL,
  engaged_ms INTEGER NOT NULL,
  last_page INTEGER NOT NULL,
  signed_up INTEGER NOT NULL,
  PRIMARY KEY (day, view)
);
CREATE TABLE readership_searches (
  day TEXT NOT NULL,
  term TEXT NOT NULL,
  searches INTEGER NOT NULL,
  empty INTEGER NOT NULL,
  PRIMARY KEY (day, term)
);
CREATE TABLE readership_daily_site (
  day TEXT PRIMARY KEY,
  views INTEGER NOT NULL,
  readers INTEGER NOT NULL
);
CREATE TABLE readership_daily_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL,
  readers INTEGER NOT NULL,
  read_sum BIGINT NOT NULL,
  read_to_end INTEGER NOT NULL,
  engaged_ms BIGINT NOT NULL,
  sign_ups INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);
CREATE TABLE readership_daily_referrers (
  day TEXT NOT NULL,
  host TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, host)
);
CREATE TABLE readership_daily_stops (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  page INTEGER NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, path, page)
);
CREATE TABLE readership_rolled_up (
  day TEXT PRIMARY KEY
);
