/**
 * Issue import jobs in the SQLite file, on a connection of their own (as readers' lists are): the
 * import records a page every second or so while the main connection serves readers.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ImportJobStore } from '../issue-import/import-jobs.ts';
import { importJobOf, importPageOf, pageData } from './import-job-rows.ts';
import { openPrivateDatabase, restrictDatabaseFiles } from './private-files.ts';

export const IMPORT_JOBS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS issue_imports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    file_name TEXT NOT NULL,
    file_hash TEXT NOT NULL,
    file_bytes INTEGER NOT NULL,
    state TEXT NOT NULL,
    page_count INTEGER,
    pages_done INTEGER NOT NULL DEFAULT 0,
    title TEXT,
    contents TEXT NOT NULL DEFAULT '[]',
    failure TEXT,
    issue_id INTEGER,
    editor TEXT NOT NULL,
    created_at TEXT NOT NULL,
    run_started_at TEXT,
    run_start_pages INTEGER,
    finished_at TEXT
  );
  CREATE INDEX IF NOT EXISTS issue_imports_by_hash ON issue_imports (file_hash);
  CREATE TABLE IF NOT EXISTS issue_import_pages (
    import_id INTEGER NOT NULL REFERENCES issue_imports (id) ON DELETE CASCADE,
    page INTEGER NOT NULL,
    failed INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (import_id, page)
  );
`;

type Queue = <T>(work: () => T) => Promise<T>;

/** The store on its own connection to `file`; writes wait their turn in `queued`. */
export function openImportJobStore(file: string, queued: Queue): ImportJobStore & { close(): void } {
  const db: DatabaseSync = openPrivateDatabase(file);
  db.exec('PRAGMA journal_mode = WAL');
  restrictDatabaseFiles(file);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(IMPORT_JOBS_SCHEMA);
  const statements = {
    insert: db.prepare(
      `INSERT INTO issue_imports (file_name, file_hash, file_bytes, state, editor, created_at)
       VALUES (?, ?, ?, 'waiting', ?, ?) RETURNING id`,
    ),
    find: db.prepare('SELECT * FROM issue_imports WHERE id = ?'),
    list: db.prepare('SELECT * FROM issue_imports ORDER BY id DESC LIMIT ?'),
    findByHash: db.prepare(
      "SELECT * FROM issue_imports WHERE file_hash = ? AND state <> 'failed' ORDER BY id DESC LIMIT 1",
    ),
    unfinished: db.prepare("SELECT * FROM issue_imports WHERE state IN ('waiting', 'running') ORDER BY id"),
    failedPages: db.prepare('SELECT page FROM issue_import_pages WHERE import_id = ? AND failed = 1 ORDER BY page'),
    opened: db.prepare('UPDATE issue_imports SET page_count = ?, title = ?, contents = ? WHERE id = ?'),
    started: db.prepare(
      "UPDATE issue_imports SET state = 'running', run_started_at = ?, run_start_pages = pages_done WHERE id = ?",
    ),
    recordPage: db.prepare(
      `INSERT INTO issue_import_pages (import_id, page, failed, data) VALUES (?, ?, ?, ?)
       ON CONFLICT (import_id, page) DO UPDATE SET failed = excluded.failed, data = excluded.data`,
    ),
    movePages: db.prepare('UPDATE issue_imports SET pages_done = max(pages_done, ?) WHERE id = ?'),
    pages: db.prepare('SELECT page, data FROM issue_import_pages WHERE import_id = ? ORDER BY page'),
    finish: db.prepare('UPDATE issue_imports SET state = ?, issue_id = ?, failure = ?, finished_at = ? WHERE id = ?'),
  };
  const jobOf = (row: Record<string, unknown> | undefined) =>
    row
      ? importJobOf(
          row,
          statements.failedPages.all(row.id as number).map((page) => Number(page.page)),
        )
      : undefined;
  const read = <T>(work: () => T): Promise<T> => Promise.resolve().then(work);
  return {
    create: (job, at) =>
      queued(() => {
        const row = statements.insert.get(job.fileName, job.fileHash, job.fileBytes, job.editor, at.toISOString());
        return jobOf(statements.find.get(Number(row?.id))) as NonNullable<ReturnType<typeof jobOf>>;
      }),
    find: (id) => read(() => jobOf(statements.find.get(id))),
    list: (limit) =>
      read(() => statements.list.all(limit).map((row) => jobOf(row) as NonNullable<ReturnType<typeof jobOf>>)),
    findByHash: (hash) => read(() => jobOf(statements.findByHash.get(hash))),
    unfinished: () =>
      read(() => statements.unfinished.all().map((row) => jobOf(row) as NonNullable<ReturnType<typeof jobOf>>)),
    opened: (id, { pageCount, title, contents }) =>
      queued(() => void statements.opened.run(pageCount, title ?? null, JSON.stringify(contents), id)),
    started: (id, at) => queued(() => void statements.started.run(at.toISOString(), id)),
    recordPage: (id, row) =>
      queued(() => {
        db.exec('BEGIN IMMEDIATE');
        try {
          statements.recordPage.run(id, row.page, row.failure === undefined ? 0 : 1, pageData(row));
          statements.movePages.run(row.page, id);
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }),
    pages: (id) => read(() => statements.pages.all(id).map(importPageOf)),
    finish: (id, outcome, at) =>
      queued(
        () =>
          void statements.finish.run(
            outcome.state,
            outcome.state === 'done' ? outcome.issueId : null,
            outcome.failure ?? null,
            at.toISOString(),
            id,
          ),
      ),
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
