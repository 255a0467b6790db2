/** Authors in PostgreSQL: the table of migration 0010, answering as the SQLite engine does. */
import type { Sql } from 'postgres';
import type { WireAuthor } from '../../../contract/authors.ts';
import type { AuthorStore } from '../storage.ts';

const parsed = (row: Record<string, unknown>): WireAuthor => JSON.parse(String(row.data)) as WireAuthor;

export function authorsOf(sql: Sql): AuthorStore {
  return {
    list: async () => (await sql`SELECT data FROM authors ORDER BY slug COLLATE "C"`).map(parsed),
    find: async (slug) => {
      if (slug.includes('\0')) return undefined;
      const [row] = await sql`SELECT data FROM authors WHERE slug = ${slug}`;
      return row ? parsed(row) : undefined;
    },
    put: async (author, at) => {
      const [row] = await sql`
        INSERT INTO authors (slug, name, data, updated_at)
        VALUES (${author.slug}, ${author.name}, ${JSON.stringify(author)}, ${at.toISOString()})
        ON CONFLICT (slug) DO UPDATE SET name = excluded.name, data = excluded.data, updated_at = excluded.updated_at
        RETURNING (xmax = 0) AS inserted`;
      return row?.inserted === true;
    },
    remove: async (slug) => !slug.includes('\0') && (await sql`DELETE FROM authors WHERE slug = ${slug}`).count > 0,
  };
}
