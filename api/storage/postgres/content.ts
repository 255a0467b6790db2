/**
 * The content in PostgreSQL: items and issues with their editorial state, the desk's library, the
 * audit log, the authors and working copies, with the answers to reads kept until the content changes.
 */
import type { Sql } from 'postgres';
import type { DeskKind, LibraryEntry } from '../../../contract/desk.ts';
import type { ContentType, SavedContentType } from '../../../contract/schemas.ts';
import type { StoredIssue, StoredItem } from '../db.ts';
import {
  editorialOf,
  editorialValues,
  libraryEntry,
  publishedAtFirstVersion,
  type LibraryFilters,
} from '../editorial.ts';
import { auditEntry } from '../audit-log.ts';
import { authorsOf } from './authors.ts';
import { LEAD_POSITION } from '../../../contract/front-page.ts';
import type { ContentStore } from '../storage.ts';
import type { AnswerCache } from './answer-cache.ts';

type Row = Record<string, unknown>;

/** Sorting needs one time zone and one precision; the wire keeps what the editor wrote. */
const sortableDate = (value: string): string => new Date(value).toISOString();

const parsed = <T>(row: Row | undefined): T | undefined =>
  row === undefined ? undefined : (JSON.parse(String(row.data)) as T);

/** `%` and `_` typed by an editor are letters, not wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** PostgreSQL's text cannot hold NUL, so a filter with one matches nothing (and is never sent). */
const hasNul = (...values: (string | undefined)[]) => values.some((value) => value?.includes('\0'));

async function library(sql: Sql, filters: LibraryFilters): Promise<LibraryEntry[]> {
  if (hasNul(filters.q, filters.category)) return [];
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  return sql`
    SELECT * FROM (
      SELECT type AS kind, id, (data::jsonb)->>'title' AS title,
             coalesce((data::jsonb)->>'excerpt', '') AS excerpt, category,
             created_at, status, publish_at, version, updated_at, updated_by FROM items
      UNION ALL
      SELECT 'issue', id::text COLLATE "C", (data::jsonb)->>'title',
             coalesce((data::jsonb)->>'description', ''), NULL,
             created_at, status, publish_at, version, updated_at, updated_by FROM issues
    ) AS entries
    WHERE true
      ${filters.kind ? sql`AND kind = ${filters.kind}` : sql``}
      ${filters.status ? sql`AND status = ${filters.status}` : sql``}
      ${filters.category ? sql`AND category = ${filters.category}` : sql``}
      ${
        pattern
          ? sql`AND (lower(title) LIKE lower(${pattern}) ESCAPE '\\' OR lower(excerpt) LIKE lower(${pattern}) ESCAPE '\\'
                 OR id LIKE lower(${pattern}) ESCAPE '\\')`
          : sql``
      }
    ORDER BY created_at DESC, kind, id`.then((rows) => rows.map(libraryEntry));
}

/** The content through `sql`: the pool, or one transaction's connection. */
export function contentOf(sql: Sql, cache: AnswerCache | undefined): ContentStore {
  const changed = () => cache?.clear();
  const cached = <T>(key: string, compute: () => Promise<T>) => (cache ? cache.get(key, compute) : compute());
  const listItems = (type: ContentType, page?: { limit: number; offset: number }) =>
    sql`SELECT data FROM items WHERE type = ${type} AND status = 'published' ORDER BY created_at DESC, id
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`;
  return {
    counts: async () => {
      const [row] =
        await sql`SELECT (SELECT count(*) FROM items)::int AS items, (SELECT count(*) FROM issues)::int AS issues`;
      return { items: Number(row?.items), issues: Number(row?.issues) };
    },
    listItems: async (type, page) => (await listItems(type, page)).map((row) => parsed<StoredItem>(row) as StoredItem),
    findItem: async (id) => parsed((await sql`SELECT data FROM items WHERE id = ${id} AND status = 'published'`)[0]),
    // Rows hold the wire objects as JSON.stringify wrote them, so joining them is what c.json would send.
    listItemsJson: (type) =>
      cached(`list:${type}`, async () =>
        Buffer.from(`[${(await listItems(type)).map((row) => String(row.data)).join(',')}]`),
      ),
    findItemJson: (id) =>
      cached(`item:${id}`, async () => {
        const [row] = await sql`SELECT type, data FROM items WHERE id = ${id} AND status = 'published'`;
        return row ? { type: row.type as ContentType, json: Buffer.from(String(row.data)) } : undefined;
      }),
    // Ids only are ranked, as db.ts says why.
    randomBlogPerCategory: async () =>
      (
        await sql`
          SELECT data FROM items WHERE id IN (
            SELECT id FROM (
              SELECT id, row_number() OVER (PARTITION BY category ORDER BY random()) AS pick
              FROM items WHERE type = 'blog' AND status = 'published'
            ) AS picks WHERE pick = 1
          ) ORDER BY category`
      ).map((row) => parsed<StoredItem>(row) as StoredItem),
    listIssues: async () =>
      (await sql`SELECT data FROM issues WHERE status = 'published' ORDER BY created_at DESC, id DESC`).map(
        (row) => parsed<StoredIssue>(row) as StoredIssue,
      ),
    findIssue: async (id) => parsed((await sql`SELECT data FROM issues WHERE id = ${id} AND status = 'published'`)[0]),
    // The issue of the month, as api/storage/front-page.ts orders it for SQLite.
    latestIssue: async () =>
      parsed(
        (
          await sql`
            SELECT data FROM issues WHERE status = 'published'
            ORDER BY (id = (SELECT data::integer FROM front_page WHERE slot = 'pinned-issue')) IS TRUE DESC,
                     (data::jsonb)->>'coverDate' COLLATE "C" DESC NULLS LAST, created_at DESC, id DESC
            LIMIT 1`
        )[0],
      ),
    front: {
      read: async (slot) => {
        const [row] = await sql`SELECT data FROM front_page WHERE slot = ${slot}`;
        return row ? JSON.parse(String(row.data)) : undefined;
      },
      write: async (slot, value) => {
        changed();
        await sql`
          INSERT INTO front_page (slot, data) VALUES (${slot}, ${JSON.stringify(value)})
          ON CONFLICT (slot) DO UPDATE SET data = excluded.data`;
        changed();
      },
      clear: async (slot) => {
        changed();
        const result = await sql`DELETE FROM front_page WHERE slot = ${slot}`;
        changed();
        return result.count > 0;
      },
      leadIds: async () =>
        (await sql`SELECT id FROM items WHERE type = 'blog' AND position = ${LEAD_POSITION} ORDER BY id`).map((row) =>
          String(row.id),
        ),
    },
    insertItem: async (item, editorial) => {
      changed();
      const values = editorialValues(
        editorial ?? publishedAtFirstVersion(item.updated ?? sortableDate(item.createdAt)),
      );
      await sql`
        INSERT INTO items (id, type, category, position, created_at, data, status, publish_at, version, updated_at, updated_by)
        VALUES (${item.id}, ${item.type}, ${item.category}, ${item.position ?? null}, ${sortableDate(item.createdAt)},
                ${JSON.stringify(item)}, ${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]})`;
      changed();
    },
    deleteItem: async (id) => {
      changed();
      const result = await sql`DELETE FROM items WHERE id = ${id}`;
      changed();
      return result.count > 0;
    },
    insertIssue: async (issue, editorial) => {
      changed();
      const createdAt = sortableDate(issue.createdAt);
      const values = editorialValues(editorial ?? publishedAtFirstVersion(createdAt));
      await sql`
        INSERT INTO issues (id, created_at, data, status, publish_at, version, updated_at, updated_by)
        VALUES (${Number(issue.id)}, ${createdAt}, ${JSON.stringify(issue)},
                ${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]})`;
      changed();
    },
    deleteIssue: async (id) => {
      changed();
      const result = await sql`DELETE FROM issues WHERE id = ${id}`;
      changed();
      return result.count > 0;
    },
    updateEditorial: async (kind, id, editorial) => {
      changed();
      const [status, publishAt, version, updatedAt, updatedBy] = editorialValues(editorial);
      const set = sql`status = ${status}, publish_at = ${publishAt}, version = ${version}, updated_at = ${updatedAt}, updated_by = ${updatedBy}`;
      const result =
        kind === 'item'
          ? await sql`UPDATE items SET ${set} WHERE id = ${id}`
          : await sql`UPDATE issues SET ${set} WHERE id = ${Number(id)}`;
      changed();
      return result.count > 0;
    },
    deleteAll: async () => {
      changed();
      await sql`DELETE FROM items`;
      await sql`DELETE FROM issues`;
      await sql`DELETE FROM working_copies`;
      await sql`DELETE FROM front_page`;
      changed();
    },
    desk: {
      findItem: async (id) => {
        const [row] =
          await sql`SELECT data, created_at, status, publish_at, version, updated_at, updated_by FROM items WHERE id = ${id}`;
        return row ? { value: JSON.parse(String(row.data)), editorial: editorialOf(row) } : undefined;
      },
      findIssue: async (id) => {
        const [row] =
          await sql`SELECT data, created_at, status, publish_at, version, updated_at, updated_by FROM issues WHERE id = ${id}`;
        return row ? { value: JSON.parse(String(row.data)), editorial: editorialOf(row) } : undefined;
      },
      library: (filters) => library(sql, filters),
      due: async (at) => {
        const iso = at.toISOString();
        const rows = await sql`
          SELECT type AS kind, id FROM items WHERE status = 'scheduled' AND publish_at <= ${iso}
          UNION ALL
          SELECT 'issue', id::text FROM issues WHERE status = 'scheduled' AND publish_at <= ${iso}`;
        return rows.map((row) => ({ kind: String(row.kind) as DeskKind, id: String(row.id) }));
      },
      nextPublishAt: async () => {
        const [row] = await sql`
          SELECT min(at) AS at FROM (
            SELECT min(publish_at) AS at FROM items WHERE status = 'scheduled'
            UNION ALL
            SELECT min(publish_at) FROM issues WHERE status = 'scheduled') AS times`;
        return row?.at ? String(row.at) : undefined;
      },
      usesMedia: async (text) => {
        if (hasNul(text)) return false;
        const [row] = await sql`
          SELECT EXISTS (SELECT 1 FROM items WHERE strpos(data, ${text}) > 0)
              OR EXISTS (SELECT 1 FROM issues WHERE strpos(data, ${text}) > 0)
              OR EXISTS (SELECT 1 FROM working_copies WHERE strpos(data, ${text}) > 0) AS used`;
        return row?.used === true;
      },
    },
    audit: {
      record: async (entry) => {
        const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
        await sql`
          INSERT INTO audit_log (at, who, action, kind, item_id, before, after)
          VALUES (${entry.at}, ${entry.who}, ${entry.action}, ${entry.kind}, ${entry.id},
                  ${json(entry.before)}, ${json(entry.after)})`;
      },
      list: async ({ limit, kind, id }) => {
        if (hasNul(kind, id)) return [];
        const rows = await sql`
          SELECT * FROM audit_log WHERE true
            ${kind ? sql`AND kind = ${kind}` : sql``}
            ${id ? sql`AND item_id = ${id}` : sql``}
          ORDER BY seq DESC LIMIT ${limit}`;
        return rows.map(auditEntry);
      },
      names: async (kinds, id) =>
        !hasNul(id) &&
        (await sql`SELECT 1 FROM audit_log WHERE kind IN ${sql(kinds)} AND item_id = ${id} LIMIT 1`).length > 0,
      highestIssueId: async () => {
        const [row] = await sql`
          SELECT max(item_id::bigint) AS n FROM audit_log WHERE kind = 'issue' AND item_id ~ '^[0-9]+$'`;
        return Number(row?.n ?? 0);
      },
    },
    authors: authorsOf(sql),
    workingCopies: {
      find: async (kind, id) => {
        const [row] = await sql`SELECT data FROM working_copies WHERE kind = ${kind} AND item_id = ${id}`;
        return row ? JSON.parse(String(row.data)) : undefined;
      },
      keep: async (kind, id, value) => {
        await sql`
          INSERT INTO working_copies (kind, item_id, data) VALUES (${kind}, ${id}, ${JSON.stringify(value)})
          ON CONFLICT (kind, item_id) DO UPDATE SET data = excluded.data`;
      },
      drop: async (kind, id) =>
        (await sql`DELETE FROM working_copies WHERE kind = ${kind} AND item_id = ${id}`).count > 0,
    },
    readerLists: {
      forgetItem: async (id) => {
        await sql`DELETE FROM favourites WHERE item_id = ${id}`;
        await sql`DELETE FROM saved WHERE content_type = ${'vlogs' satisfies SavedContentType} AND content_id = ${id}`;
      },
      forgetIssue: async (id) => {
        await sql`DELETE FROM saved WHERE content_type = ${'issues' satisfies SavedContentType} AND content_id = ${id}`;
        await sql`DELETE FROM reading_progress WHERE issue_id = ${id}`;
      },
    },
  };
}
