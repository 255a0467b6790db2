/**
 * Each blog, vlog and issue's status, version and last write, kept in columns beside the wire
 * object (which stays exactly what readers get), and the editors' reads that see every status.
 * Rows stored before these columns existed are published, at version 1.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { DeskKind, EditorialFields, EditorialStatus, LibraryEntry } from '../../contract/desk.ts';

export type Editorial = EditorialFields;

const COLUMNS: [name: string, definition: string][] = [
  ['status', "TEXT NOT NULL DEFAULT 'published'"],
  ['publish_at', 'TEXT'],
  ['version', 'INTEGER NOT NULL DEFAULT 1'],
  ['updated_at', 'TEXT'],
  ['updated_by', "TEXT NOT NULL DEFAULT ''"],
];

/** Adds the editorial columns to a database made before them; a newer one is left as it is. */
export function addEditorialColumns(db: DatabaseSync): void {
  for (const table of ['items', 'issues']) {
    const present = new Set(
      db
        .prepare(`PRAGMA table_info(${table})`)
        .all()
        .map((row) => String(row.name)),
    );
    for (const [name, definition] of COLUMNS) {
      if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
    }
    db.exec(`CREATE INDEX IF NOT EXISTS ${table}_by_status ON ${table} (status, publish_at)`);
  }
}

/** What an item inserted without editorial fields (seed, scripts' first writes) gets. */
export function publishedAtFirstVersion(updatedAt: string, updatedBy = ''): Editorial {
  return { status: 'published', version: 1, updatedAt, updatedBy };
}

/** The editorial columns' values, in COLUMNS order, for either engine. */
export function editorialValues(editorial: Editorial): [string, string | null, number, string, string] {
  return [
    editorial.status,
    editorial.publishAt ? new Date(editorial.publishAt).toISOString() : null,
    editorial.version,
    editorial.updatedAt,
    editorial.updatedBy,
  ];
}

export const EDITORIAL_COLUMN_NAMES = COLUMNS.map(([name]) => name).join(', ');

/** A row's editorial columns, as both engines name them. */
export function editorialOf(row: Record<string, unknown>): Editorial {
  const createdAt = String(row.created_at);
  return {
    status: String(row.status) as EditorialStatus,
    ...(row.publish_at ? { publishAt: String(row.publish_at) } : {}),
    version: Number(row.version),
    updatedAt: row.updated_at ? String(row.updated_at) : createdAt,
    updatedBy: String(row.updated_by),
  };
}

export interface Stored<T> {
  value: T;
  editorial: Editorial;
}

export interface LibraryFilters {
  kind?: DeskKind;
  status?: EditorialStatus;
  category?: string;
  /** Words of the title, excerpt or id, any case. */
  q?: string;
}

export interface DueItem {
  kind: DeskKind;
  id: string;
}

export interface DeskReads {
  findItem<T>(id: string): Stored<T> | undefined;
  findIssue<T>(id: number): Stored<T> | undefined;
  /** Every item and issue that fits the filters, newest first. */
  library(filters: LibraryFilters): LibraryEntry[];
  /** Scheduled items and issues whose time is at or before `at`. */
  due(at: Date): DueItem[];
  /** The earliest time a scheduled item or issue goes live. */
  nextPublishAt(): string | undefined;
  /** Whether any item, issue or unpublished change, whatever its status, holds `text`. */
  usesMedia(text: string): boolean;
}

const LIVE_PATHS: Record<DeskKind, string> = { blog: '/blogs', vlog: '/vlogs', issue: '/magazines' };

/** `%` and `_` typed by an editor are letters, not wildcards. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function libraryQuery(filters: LibraryFilters): { sql: string; params: SQLInputValue[] } {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (filters.kind) {
    where.push('kind = ?');
    params.push(filters.kind);
  }
  if (filters.status) {
    where.push('status = ?');
    params.push(filters.status);
  }
  if (filters.category) {
    where.push('category = ?');
    params.push(filters.category);
  }
  if (filters.q) {
    where.push(
      `(lower(title) LIKE lower(?) ESCAPE '\\' OR lower(excerpt) LIKE lower(?) ESCAPE '\\' OR id LIKE lower(?) ESCAPE '\\')`,
    );
    const pattern = likePattern(filters.q);
    params.push(pattern, pattern, pattern);
  }
  const sql = `
    SELECT * FROM (
      SELECT type AS kind, id, json_extract(data, '$.title') AS title,
             coalesce(json_extract(data, '$.excerpt'), '') AS excerpt, category,
             created_at, ${EDITORIAL_COLUMN_NAMES} FROM items
      UNION ALL
      SELECT 'issue' AS kind, CAST(id AS TEXT), json_extract(data, '$.title'),
             coalesce(json_extract(data, '$.description'), ''), NULL,
             created_at, ${EDITORIAL_COLUMN_NAMES} FROM issues
    ) ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY created_at DESC, kind, id`;
  return { sql, params };
}

/** One row of the library query, as both engines name its columns. */
export function libraryEntry(row: Record<string, unknown>): LibraryEntry {
  const kind = String(row.kind) as DeskKind;
  const id = String(row.id);
  const editorial = editorialOf(row);
  return {
    kind,
    id,
    title: String(row.title),
    ...(row.category ? { category: String(row.category) } : {}),
    status: editorial.status,
    ...(editorial.publishAt ? { publishAt: editorial.publishAt } : {}),
    version: editorial.version,
    createdAt: String(row.created_at),
    updatedAt: editorial.updatedAt,
    ...(editorial.status === 'published' ? { livePath: `${LIVE_PATHS[kind]}/${id}` } : {}),
  };
}

export function deskReads(db: DatabaseSync): DeskReads {
  const statements = {
    findItem: db.prepare(`SELECT data, created_at, ${EDITORIAL_COLUMN_NAMES} FROM items WHERE id = ?`),
    findIssue: db.prepare(`SELECT data, created_at, ${EDITORIAL_COLUMN_NAMES} FROM issues WHERE id = ?`),
    due: db.prepare(`
      SELECT type AS kind, id FROM items WHERE status = 'scheduled' AND publish_at <= ?
      UNION ALL
      SELECT 'issue', CAST(id AS TEXT) FROM issues WHERE status = 'scheduled' AND publish_at <= ?`),
    next: db.prepare(`
      SELECT min(at) AS at FROM (
        SELECT min(publish_at) AS at FROM items WHERE status = 'scheduled'
        UNION ALL
        SELECT min(publish_at) FROM issues WHERE status = 'scheduled')`),
    usesMedia: db.prepare(`
      SELECT EXISTS (SELECT 1 FROM items WHERE instr(data, :text) > 0)
          OR EXISTS (SELECT 1 FROM issues WHERE instr(data, :text) > 0)
          OR EXISTS (SELECT 1 FROM working_copies WHERE instr(data, :text) > 0) AS used`),
  };
  // Preparing the library's query costs more than running it over a magazine's worth of rows; its
  // text depends only on which filters are given, so there are at most sixteen to keep.
  const libraryStatements = new Map<string, StatementSync>();
  function libraryStatement(sql: string): StatementSync {
    let statement = libraryStatements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      libraryStatements.set(sql, statement);
    }
    return statement;
  }
  function stored<T>(row: Record<string, unknown> | undefined): Stored<T> | undefined {
    return row ? { value: JSON.parse(String(row.data)) as T, editorial: editorialOf(row) } : undefined;
  }
  return {
    findItem: (id) => stored(statements.findItem.get(id)),
    findIssue: (id) => stored(statements.findIssue.get(id)),
    library: (filters) => {
      const { sql, params } = libraryQuery(filters);
      return libraryStatement(sql)
        .all(...params)
        .map(libraryEntry);
    },
    due: (at) => {
      const iso = at.toISOString();
      return statements.due.all(iso, iso).map((row) => ({ kind: String(row.kind) as DeskKind, id: String(row.id) }));
    },
    nextPublishAt: () => {
      const at = statements.next.get()?.at;
      return at ? String(at) : undefined;
    },
    usesMedia: (text) => Number(statements.usesMedia.get({ text })?.used) === 1,
  };
}
