-- Editions the editors change before they go: what each was composed from (so it can be edited), and
-- when a sending was cancelled. The same columns as the SQLite file's (api/storage/newsletter-edition-changes.ts).
ALTER TABLE newsletter_editions ADD COLUMN source TEXT;
ALTER TABLE newsletter_editions ADD COLUMN cancelled_at TEXT;
