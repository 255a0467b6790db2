-- What the random pick of a blog per topic ranks, read from the index alone (as the SQLite file's,
-- api/storage/db.ts).
CREATE INDEX items_by_type_status_category ON items (type, status, category, id);
