/**
 * The magazine's SQLite store. Each row keeps the whole wire object as JSON, so answers are
 * exactly what the seed validated; the extra columns exist only to filter and sort, and to keep
 * each item's editorial status (editorial.ts). Every read here is a public one: it sees published
 * items only. The editors' reads, which see every status, are `desk`.
 */
import { inImmediateTransaction } from './immediate-transaction.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { ContentType, WireIssue, WireItem } from '../../contract/schemas.ts';
import { createAuthorRows, type AuthorRows } from './authors.ts';
import { AUDIT_LOG_SCHEMA, createAuditLog, type AuditLog } from './audit-log.ts';
import {
  addEditorialColumns,
  deskReads,
  EDITORIAL_COLUMN_NAMES,
  editorialValues,
  publishedAtFirstVersion,
  type DeskReads,
  type Editorial,
} from './editorial.ts';
import { createMailStore, MAILS_SCHEMA, type MailStore } from './mails.ts';
import {
  addCoverFields,
  createFrontPage,
  FRONT_PAGE_SCHEMA,
  ISSUE_OF_THE_MONTH_ORDER,
  type FrontPage,
} from './front-page.ts';
import { openPrivateDatabase, restrictDatabaseFiles } from './private-files.ts';
import { createSubscriberStore, SUBSCRIBERS_SCHEMA, type SubscriberStore } from './subscribers.ts';
import { PERSONAL_LISTS_SCHEMA, readerListsOfContent, type ReaderListsOfContent } from './personal-lists.ts';
import { createWorkingCopies, WORKING_COPIES_SCHEMA, type WorkingCopies } from './working-copies.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS items (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    category TEXT NOT NULL,
    position TEXT,
    created_at TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS items_by_type_and_date ON items (type, created_at DESC);
  CREATE TABLE IF NOT EXISTS issues (
    id INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS issues_by_date ON issues (created_at DESC);
`;

/** Readers see published items only; drafts and scheduled items are the editors'. */
const PUBLISHED = "status = 'published'";

/** Stored items always carry their creation date: the lists are ordered by it. */
export type StoredItem = WireItem & { createdAt: string };
export type StoredIssue = WireIssue & { createdAt: string };

export interface MagazineDb {
  counts(): { items: number; issues: number };
  /** Newest first; `page` limits the answer to `limit` items after skipping `offset`. */
  listItems(type: ContentType, page?: { limit: number; offset: number }): StoredItem[];
  findItem(id: string): StoredItem | undefined;
  /** `listItems` as the JSON the API answers (UTF-8 bytes), kept until the content changes. */
  listItemsJson(type: ContentType): Buffer;
  /** `findItem` as the JSON the API answers (with the type, which the vlog route checks). */
  findItemJson(id: string): { type: ContentType; json: Buffer } | undefined;
  /** One blog per category that has any, picked at random on every call. */
  randomBlogPerCategory(): StoredItem[];
  listIssues(): StoredIssue[];
  findIssue(id: number): StoredIssue | undefined;
  /** The issue of the month: the pinned one while it is published, else the newest by cover date. */
  latestIssue(): StoredIssue | undefined;
  /** The hero's slides, the pinned issue, and which blogs hold the lead's position. */
  front: FrontPage;
  /** Without `editorial`, the item is published at version 1. */
  insertItem(item: StoredItem, editorial?: Editorial): void;
  /** Removes one blog or vlog; true when there was one. */
  deleteItem(id: string): boolean;
  /** Without `editorial`, the issue is published at version 1. */
  insertIssue(issue: StoredIssue, editorial?: Editorial): void;
  /** Changes a stored item's or issue's status, version and last write; true when there was one. */
  updateEditorial(kind: 'item' | 'issue', id: string, editorial: Editorial): boolean;
  /** The editors' reads: every item and issue, whatever its status. */
  desk: DeskReads;
  /** Every editor's write; not content, so a reset keeps it. */
  audit: AuditLog;
  /** Unpublished changes to published items, kept beside them. */
  workingCopies: WorkingCopies;
  /** Removes one issue; true when there was one. */
  deleteIssue(id: number): boolean;
  deleteAll(): void;
  /** Newsletter sign-ups; not content, so a reset keeps them. */
  subscribers: SubscriberStore;
  /** What the local mail sink accepted; not content, so a reset keeps them. */
  mails: MailStore;
  /** The authors of the bylines. */
  authors: AuthorRows;
  /** Readers' favourites and saves, as far as deleting content concerns them (in its transaction). */
  readerLists: ReaderListsOfContent;
  /** Runs synchronous work atomically: readers see all of it or none of it. */
  transaction<T>(work: () => T): T;
  /** `transaction` for work that awaits; the caller keeps every other write out until it settles. */
  transactionAsync<T>(work: () => Promise<T>): Promise<T>;
  close(): void;
}

/** Sorting needs one time zone and one precision; the wire keeps what the editor wrote. */
function sortableDate(value: string): string {
  return new Date(value).toISOString();
}

function parseRows<T>(rows: Record<string, unknown>[]): T[] {
  return rows.map((row) => JSON.parse(String(row.data)) as T);
}

/**
 * Serialized read answers, kept until the content changes: a write through this connection bumps
 * `writes`; a write by another process (a reset, a test publishing an item) changes SQLite's
 * `data_version`. Every write method below must call `changed()`.
 *
 * `data_version` is read once per turn of the event loop, by the turn's first read: reading it
 * takes SQLite's read lock, about as long as the rest of a cached read. The reads of one turn are
 * answered as of its start, as if they had come a moment sooner.
 */
function answerCache(db: DatabaseSync): { changed(): void; get<T>(key: string, compute: () => T): T } {
  const dataVersion = db.prepare('PRAGMA data_version');
  const answers = new Map<string, unknown>();
  let writes = 0;
  let cachedAt = '';
  let versionThisTurn: string | undefined;
  const fileVersion = (): string => {
    if (versionThisTurn === undefined) {
      versionThisTurn = String(dataVersion.get()?.data_version);
      setImmediate(() => (versionThisTurn = undefined));
    }
    return versionThisTurn;
  };
  return {
    changed: () => {
      writes += 1;
    },
    get<T>(key: string, compute: () => T): T {
      const version = `${writes}:${fileVersion()}`;
      if (version !== cachedAt) {
        answers.clear();
        cachedAt = version;
      }
      if (answers.has(key)) return answers.get(key) as T;
      const value = compute();
      // Misses are not kept: any number of unknown ids must not grow the cache.
      if (value !== undefined) answers.set(key, value);
      return value;
    },
  };
}

function parseRow<T>(row: Record<string, unknown> | undefined): T | undefined {
  return row === undefined ? undefined : (JSON.parse(String(row.data)) as T);
}

/** Opens the database at `file`, creating it and its folder when missing, readable by the owner only. */
export function openDatabase(file: string): MagazineDb {
  const db = openPrivateDatabase(file);
  db.exec('PRAGMA journal_mode = WAL');
  // The side files WAL mode made take the database's mode; a side file left by an earlier run may not.
  restrictDatabaseFiles(file);
  // With WAL, NORMAL syncs at checkpoints rather than on every commit: a crash of the process loses
  // nothing (only a power cut or a crash of the system may lose the last commits), and sign-ups under
  // load stop waiting on the disk for each row.
  db.exec('PRAGMA synchronous = NORMAL');
  // A reset from the command line may run while the server reads; wait instead of failing.
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(SCHEMA);
  addEditorialColumns(db);
  // What the random pick of a blog per topic ranks, read from the index alone.
  db.exec('CREATE INDEX IF NOT EXISTS items_by_type_status_category ON items (type, status, category)');
  db.exec(AUDIT_LOG_SCHEMA);
  db.exec(WORKING_COPIES_SCHEMA);
  db.exec(SUBSCRIBERS_SCHEMA);
  db.exec(MAILS_SCHEMA);
  db.exec(PERSONAL_LISTS_SCHEMA);
  db.exec(FRONT_PAGE_SCHEMA);
  addCoverFields(db);

  const statements = {
    countItems: db.prepare('SELECT count(*) AS n FROM items'),
    countIssues: db.prepare('SELECT count(*) AS n FROM issues'),
    listItems: db.prepare(`SELECT data FROM items WHERE type = ? AND ${PUBLISHED} ORDER BY created_at DESC, id`),
    listItemsPage: db.prepare(
      `SELECT data FROM items WHERE type = ? AND ${PUBLISHED} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
    ),
    findItem: db.prepare(`SELECT data FROM items WHERE id = ? AND ${PUBLISHED}`),
    findItemJson: db.prepare(`SELECT type, data FROM items WHERE id = ? AND ${PUBLISHED}`),
    // Only row ids are ranked: ranking the stored items themselves sorted every blog's JSON, 0.7 s
    // a call at 50,000 articles, and the home page asks twice.
    randomBlogPerCategory: db.prepare(`
      SELECT data FROM items WHERE rowid IN (
        SELECT picked FROM (
          SELECT rowid AS picked, row_number() OVER (PARTITION BY category ORDER BY random()) AS pick
          FROM items WHERE type = 'blog' AND ${PUBLISHED}
        ) WHERE pick = 1
      ) ORDER BY category`),
    listIssues: db.prepare(`SELECT data FROM issues WHERE ${PUBLISHED} ORDER BY created_at DESC, id DESC`),
    findIssue: db.prepare(`SELECT data FROM issues WHERE id = ? AND ${PUBLISHED}`),
    latestIssue: db.prepare(`SELECT data FROM issues WHERE ${PUBLISHED} ORDER BY ${ISSUE_OF_THE_MONTH_ORDER} LIMIT 1`),
    insertItem: db.prepare(
      `INSERT INTO items (id, type, category, position, created_at, data, ${EDITORIAL_COLUMN_NAMES})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertIssue: db.prepare(
      `INSERT INTO issues (id, created_at, data, ${EDITORIAL_COLUMN_NAMES}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    updateItemEditorial: db.prepare(
      'UPDATE items SET status = ?, publish_at = ?, version = ?, updated_at = ?, updated_by = ? WHERE id = ?',
    ),
    updateIssueEditorial: db.prepare(
      'UPDATE issues SET status = ?, publish_at = ?, version = ?, updated_at = ?, updated_by = ? WHERE id = ?',
    ),
    deleteItem: db.prepare('DELETE FROM items WHERE id = ?'),
    deleteIssue: db.prepare('DELETE FROM issues WHERE id = ?'),
    deleteItems: db.prepare('DELETE FROM items'),
    deleteIssues: db.prepare('DELETE FROM issues'),
  };

  const cache = answerCache(db);

  return {
    counts: () => ({
      items: Number(statements.countItems.get()?.n),
      issues: Number(statements.countIssues.get()?.n),
    }),
    listItems: (type, page) =>
      parseRows(page ? statements.listItemsPage.all(type, page.limit, page.offset) : statements.listItems.all(type)),
    findItem: (id) => parseRow(statements.findItem.get(id)),
    // Rows hold the wire objects as JSON.stringify wrote them, so joining them is what c.json would send.
    listItemsJson: (type) =>
      cache.get(`list:${type}`, () => {
        const rows = statements.listItems.all(type).map((row) => String(row.data));
        return Buffer.from(`[${rows.join(',')}]`);
      }),
    findItemJson: (id) =>
      cache.get(`item:${id}`, () => {
        const row = statements.findItemJson.get(id);
        return row ? { type: row.type as ContentType, json: Buffer.from(String(row.data)) } : undefined;
      }),
    randomBlogPerCategory: () => parseRows(statements.randomBlogPerCategory.all()),
    listIssues: () => parseRows(statements.listIssues.all()),
    findIssue: (id) => parseRow(statements.findIssue.get(id)),
    latestIssue: () => parseRow(statements.latestIssue.get()),
    insertItem: (item, editorial) => {
      cache.changed();
      statements.insertItem.run(
        item.id,
        item.type,
        item.category,
        item.position ?? null,
        sortableDate(item.createdAt),
        JSON.stringify(item),
        ...editorialValues(editorial ?? publishedAtFirstVersion(item.updated ?? sortableDate(item.createdAt))),
      );
    },
    deleteItem: (id) => {
      cache.changed();
      return Number(statements.deleteItem.run(id).changes) > 0;
    },
    insertIssue: (issue, editorial) => {
      cache.changed();
      const createdAt = sortableDate(issue.createdAt);
      statements.insertIssue.run(
        Number(issue.id),
        createdAt,
        JSON.stringify(issue),
        ...editorialValues(editorial ?? publishedAtFirstVersion(createdAt)),
      );
    },
    updateEditorial: (kind, id, editorial) => {
      cache.changed();
      const statement = kind === 'item' ? statements.updateItemEditorial : statements.updateIssueEditorial;
      return Number(statement.run(...editorialValues(editorial), kind === 'item' ? id : Number(id)).changes) > 0;
    },
    front: createFrontPage(db, () => cache.changed()),
    desk: deskReads(db),
    audit: createAuditLog(db),
    workingCopies: createWorkingCopies(db),
    deleteIssue: (id) => {
      cache.changed();
      return Number(statements.deleteIssue.run(id).changes) > 0;
    },
    deleteAll: () => {
      cache.changed();
      statements.deleteItems.run();
      statements.deleteIssues.run();
      db.exec('DELETE FROM working_copies');
      db.exec('DELETE FROM front_page');
    },
    subscribers: createSubscriberStore(db),
    mails: createMailStore(db),
    authors: createAuthorRows(db),
    readerLists: readerListsOfContent(db),
    transaction: (work) => {
      try {
        return inImmediateTransaction(db, work);
      } catch (error) {
        // A rolled-back write may have been read into the cache within the transaction.
        cache.changed();
        throw error;
      }
    },
    transactionAsync: async (work) => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        cache.changed();
        throw error;
      }
    },
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
