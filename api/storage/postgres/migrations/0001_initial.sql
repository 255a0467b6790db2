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

-- Requests counted per client for the API's limits, shared by every instance.
CREATE TABLE rate_limit_hits (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  at_ms BIGINT NOT NULL
);
CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (scope, key, at_ms);

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
