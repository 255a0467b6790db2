-- The newsletter: where each signed-up address stands (only a confirmed one receives editions) and
-- when its last confirmation mail went out. Every earlier sign-up is pending: none ever confirmed.
-- The same columns as the SQLite file's (api/storage/newsletter.ts).
ALTER TABLE subscribers ADD COLUMN state TEXT NOT NULL DEFAULT 'pending';
ALTER TABLE subscribers ADD COLUMN confirm_mail_at TEXT COLLATE "C";
ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE subscribers ADD COLUMN left_at TEXT;
ALTER TABLE subscribers ADD COLUMN suppressed_at TEXT;
ALTER TABLE subscribers ADD COLUMN suppressed_reason TEXT;
CREATE INDEX subscribers_by_state ON subscribers (state, email);
