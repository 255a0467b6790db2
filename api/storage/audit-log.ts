/**
 * The editors' audit log: one row per write (who, when, what, the item before and after). Rows
 * are only ever added; a reset of the content keeps them, as it keeps subscribers.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { AuditEntry, AuditKind, DeskKind } from '../../contract/desk.ts';

export const AUDIT_LOG_SCHEMA = `
  CREATE TABLE IF NOT EXISTS audit_log (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    who TEXT NOT NULL,
    action TEXT NOT NULL,
    kind TEXT NOT NULL,
    item_id TEXT NOT NULL,
    before TEXT,
    after TEXT
  );
  CREATE INDEX IF NOT EXISTS audit_log_by_item ON audit_log (kind, item_id, seq DESC);
`;

export interface AuditQuery {
  limit: number;
  kind?: AuditKind;
  id?: string;
}

export interface AuditLog {
  record(entry: AuditEntry): void;
  /** Newest first. */
  list(query: AuditQuery): AuditEntry[];
  /** Whether the log names this id under any of these kinds. */
  names(kinds: readonly DeskKind[], id: string): boolean;
  /** The highest issue number the log names; 0 when it names none. */
  highestIssueId(): number;
}

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** A row of the audit log, as both engines name its columns. */
export function auditEntry(row: Record<string, unknown>): AuditEntry {
  return {
    at: String(row.at),
    who: String(row.who),
    action: String(row.action) as AuditEntry['action'],
    kind: String(row.kind) as AuditKind,
    id: String(row.item_id),
    before: row.before === null ? null : (JSON.parse(String(row.before)) as unknown),
    after: row.after === null ? null : (JSON.parse(String(row.after)) as unknown),
  };
}

export function createAuditLog(db: DatabaseSync): AuditLog {
  const insert = db.prepare(
    'INSERT INTO audit_log (at, who, action, kind, item_id, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const highestIssue = db.prepare("SELECT max(CAST(item_id AS INTEGER)) AS n FROM audit_log WHERE kind = 'issue'");
  return {
    names: (kinds, id) =>
      kinds.length > 0 &&
      db
        .prepare(`SELECT 1 FROM audit_log WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND item_id = ? LIMIT 1`)
        .get(...kinds, id) !== undefined,
    highestIssueId: () => Number(highestIssue.get()?.n ?? 0),
    record: (entry) => {
      insert.run(entry.at, entry.who, entry.action, entry.kind, entry.id, json(entry.before), json(entry.after));
    },
    list: ({ limit, kind, id }) => {
      const where: string[] = [];
      const params: SQLInputValue[] = [];
      if (kind) {
        where.push('kind = ?');
        params.push(kind);
      }
      if (id) {
        where.push('item_id = ?');
        params.push(id);
      }
      const sql = `SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT ?`;
      return db
        .prepare(sql)
        .all(...params, limit)
        .map(auditEntry);
    },
  };
}
