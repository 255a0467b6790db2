/**
 * Where each signed-in reader stopped in each issue: one row per reader and issue, the page they
 * last had open. The rows live beside favourites and saves (same file, same connection rules): they
 * belong to readers, so a reseed keeps them, and deleting an issue takes its rows in the delete's
 * transaction (`forgetIssueProgress`). A later write replaces an earlier one, whichever device
 * sent it; an older write arriving late changes nothing.
 */
import type { DatabaseSync } from 'node:sqlite';

export const READING_PROGRESS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS reading_progress (
    user_id TEXT NOT NULL,
    issue_id TEXT NOT NULL,
    page INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    PRIMARY KEY (user_id, issue_id)
  );
`;

export interface ProgressRow {
  issueId: string;
  /** 1-based page number. */
  page: number;
  updatedMs: number;
}

export interface ReadingProgressStore {
  /** Keeps the page unless a later write is stored already; answers the row as it now stands. */
  record(userId: string, issueId: string, page: number, updatedMs: number): ProgressRow;
  /** Latest first. */
  list(userId: string): ProgressRow[];
}

function toRow(row: Record<string, unknown>): ProgressRow {
  return { issueId: String(row.issue_id), page: Number(row.page), updatedMs: Number(row.updated_ms) };
}

export function readingProgressStore(db: DatabaseSync): ReadingProgressStore {
  db.exec(READING_PROGRESS_SCHEMA);
  const upsert = db.prepare(`
    INSERT INTO reading_progress (user_id, issue_id, page, updated_ms) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, issue_id) DO UPDATE SET page = excluded.page, updated_ms = excluded.updated_ms
    WHERE excluded.updated_ms >= reading_progress.updated_ms
  `);
  const find = db.prepare('SELECT issue_id, page, updated_ms FROM reading_progress WHERE user_id = ? AND issue_id = ?');
  const list = db.prepare(
    'SELECT issue_id, page, updated_ms FROM reading_progress WHERE user_id = ? ORDER BY updated_ms DESC, issue_id',
  );
  return {
    record: (userId, issueId, page, updatedMs) => {
      upsert.run(userId, issueId, page, updatedMs);
      return toRow(find.get(userId, issueId) as Record<string, unknown>);
    },
    list: (userId) => list.all(userId).map(toRow),
  };
}

/** On the connection that deletes the issue, so its readers' rows go in the same transaction. */
export function forgetIssueProgress(db: DatabaseSync): (issueId: string) => void {
  db.exec(READING_PROGRESS_SCHEMA);
  const forget = db.prepare('DELETE FROM reading_progress WHERE issue_id = ?');
  return (issueId) => {
    forget.run(issueId);
  };
}
