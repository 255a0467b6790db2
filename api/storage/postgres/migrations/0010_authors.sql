-- Authors as records of their own (name, bio, portrait, links), kept whole as JSON under their slug.
-- The same table as the SQLite file's (api/storage/authors.ts).
CREATE TABLE authors (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
