-- The magazine's tables, as the SQLite file keeps them (db.ts and the stores beside it). Each row
-- of items and issues holds the wire object as the text JSON.stringify wrote, so answers are the
-- exact bytes the seed or the editor's write produced; the other columns filter and sort. Texts
-- that sort compare byte by byte ("C"), as SQLite does, whatever the server's locale.

CREATE TABLE items (
  id TEXT COLLATE "C" PRIMARY KEY,
  type TEXT NOT NULL,
  category TEXT COLLATE "C" NOT NULL,
  position TEXT,
  created_at TEXT COLLATE "C" NOT NULL,
  data TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published',
  publish_at TEXT COLLATE "C",
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT,
  updated_by TEXT NOT NULL DEFAULT ''
);
CREATE INDEX items_by_type_and_date ON items (type, created_at DESC);
CREATE INDEX items_by_status ON items (status, publish_at);

CREATE TABLE issues (
  id INTEGER PRIMARY KEY,
  created_at TEXT COLLATE "C" NOT NULL,
  data TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published',
  publish_at TEXT COLLATE "C",
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT,
  updated_by TEXT NOT NULL DEFAULT ''
);
CREATE INDEX issues_by_date ON issues (created_at DESC);
CREATE INDEX issues_by_status ON issues (status, publish_at);

CREATE TABLE audit_log (
  seq BIGSERIAL PRIMARY KEY,
  at TEXT NOT NULL,
  who TEXT NOT NULL,
  action TEXT NOT NULL,
  kind TEXT NOT NULL,
  item_id TEXT NOT NULL,
  before TEXT,
  after TEXT
);
CREATE INDEX audit_log_by_item ON audit_log (kind, item_id, seq DESC);

-- The address is the key: however many requests race to add one, one row is kept.
CREATE TABLE subscribers (
  email TEXT COLLATE "C" PRIMARY KEY,
  created_at TEXT COLLATE "C" NOT NULL
);

CREATE TABLE mails (
  id BIGSERIAL PRIMARY KEY,
  service_id TEXT NOT NULL,
  template_id TEXT NOT NULL,
  params TEXT NOT NULL,
  received_at TEXT NOT NULL,
  recipient TEXT NOT NULL DEFAULT ''
);

CREATE TABLE favourites (
  user_id TEXT NOT NULL,
  item_id TEXT COLLATE "C" NOT NULL,
  created_ms BIGINT NOT NULL,
  PRIMARY KEY (user_id, item_id)
);

CREATE TABLE saved (
  user_id TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content_id TEXT COLLATE "C" NOT NULL,
  created_ms BIGINT NOT NULL,
  PRIMARY KEY (user_id, content_type, content_id)
);

CREATE TABLE reading_progress (
  user_id TEXT NOT NULL,
  issue_id TEXT COLLATE "C" NOT NULL,
  page INTEGER NOT NULL,
  updated_ms BIGINT NOT NULL,
  PRIMARY KEY (user_id, issue_id)
);

-- Requests counted per client for the API's limits, shared by every instance: one row per limit
-- and client, with the times of its latest hits still inside the window (at most the limit's
-- number, which is all a sliding window needs to decide).
CREATE TABLE rate_limits (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  hits BIGINT[] NOT NULL,
  last_ms BIGINT NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX rate_limits_by_last ON rate_limits (last_ms);

-- Counts one hit at `at_ms` unless `max` hits are inside the window before it. Answers 0 when the
-- hit is allowed, else the milliseconds until the oldest of them leaves the window. The row lock
-- makes one client's hits take turns, whichever instance takes them.
CREATE FUNCTION rate_limit_hit(p_scope TEXT, p_key TEXT, p_max INTEGER, p_window_ms BIGINT, p_at_ms BIGINT)
RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  stored BIGINT[];
  kept BIGINT[];
BEGIN
  INSERT INTO rate_limits (scope, key, hits, last_ms) VALUES (p_scope, p_key, '{}', p_at_ms)
    ON CONFLICT (scope, key) DO NOTHING;
  SELECT hits INTO stored FROM rate_limits WHERE scope = p_scope AND key = p_key FOR UPDATE;
  SELECT coalesce(array_agg(hit ORDER BY hit), '{}') INTO kept FROM unnest(stored) AS hit
    WHERE p_at_ms - hit < p_window_ms;
  IF cardinality(kept) >= p_max THEN
    UPDATE rate_limits SET hits = kept WHERE scope = p_scope AND key = p_key;
    RETURN kept[1] + p_window_ms - p_at_ms;
  END IF;
  UPDATE rate_limits SET hits = kept || p_at_ms, last_ms = greatest(last_ms, p_at_ms)
    WHERE scope = p_scope AND key = p_key;
  RETURN 0;
END
$$;

-- Every instance keeps its read answers until the content changes: a change anywhere (another
-- instance, a reset) tells them all, named by schema so instances on other schemas ignore it.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;
CREATE TRIGGER items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
CREATE TRIGGER issues_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON issues
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
