/**
 * Authors in the SQLite file: one row per author, the record kept whole as JSON (as items are),
 * with the slug as the key and the name beside it to sort by. The same table as PostgreSQL's
 * migration 0010.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { WireAuthor } from '../../contract/authors.ts';

export const AUTHORS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS authors (
    slug TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
`;

/** What both engines answer (storage.ts's AuthorStore), here synchronously. */
export interface AuthorRows {
  /** Every author, by slug. */
  list(): WireAuthor[];
  find(slug: string): WireAuthor | undefined;
  /** Adds the author or replaces the one with its slug; true when it was new. */
  put(author: WireAuthor, at: Date): boolean;
  /** True when there was one. */
  remove(slug: string): boolean;
}

export function createAuthorRows(db: DatabaseSync): AuthorRows {
  db.exec(AUTHORS_SCHEMA);
  const list = db.prepare('SELECT data FROM authors ORDER BY slug');
  const find = db.prepare('SELECT data FROM authors WHERE slug = ?');
  const exists = db.prepare('SELECT 1 AS found FROM authors WHERE slug = ?');
  const put = db.prepare(
    `INSERT INTO authors (slug, name, data, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, data = excluded.data, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM authors WHERE slug = ?');
  return {
    list: () => list.all().map((row) => JSON.parse(String(row.data)) as WireAuthor),
    find: (slug) => {
      const row = find.get(slug);
      return row ? (JSON.parse(String(row.data)) as WireAuthor) : undefined;
    },
    put: (author, at) => {
      const isNew = exists.get(author.slug) === undefined;
      put.run(author.slug, author.name, JSON.stringify(author), at.toISOString());
      return isNew;
    },
    remove: (slug) => Number(remove.run(slug).changes) > 0,
  };
}
