/**
 * Editions and their recipients' rows in the SQLite file, on a connection of their own: the sender
 * marks each mail as it is handed over while the main connection serves readers. Committed with
 * `synchronous = NORMAL`: a write survives the process being killed (it is in the WAL); only the
 * machine losing power could cost the last ones.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { EditionProgress, EditionState, EditionStore } from '../newsletter/edition-store.ts';
import { inImmediateTransaction } from './immediate-transaction.ts';
import { addEditionColumns, editionChanges, WAITING_UNLESS_STOPPED } from './newsletter-edition-changes.ts';
import { openPrivateDatabase, restrictDatabaseFiles } from './private-files.ts';

export const EDITIONS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS newsletter_editions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    state TEXT NOT NULL,
    send_at TEXT NOT NULL,
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL,
    finished_at TEXT,
    resent INTEGER NOT NULL DEFAULT 0,
    source TEXT,
    cancelled_at TEXT
  );
  CREATE TABLE IF NOT EXISTS newsletter_sends (
    edition_id INTEGER NOT NULL REFERENCES newsletter_editions (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at TEXT NOT NULL,
    claimed_at TEXT,
    sent_at TEXT,
    last_error TEXT,
    PRIMARY KEY (edition_id, email)
  );
  CREATE INDEX IF NOT EXISTS newsletter_sends_waiting ON newsletter_sends (edition_id, state, next_at);
  CREATE INDEX IF NOT EXISTS newsletter_sends_by_email ON newsletter_sends (email);
`;

type Queue = <T>(work: () => T) => Promise<T>;

export function progressOf(row: Record<string, unknown>): EditionProgress {
  return {
    id: Number(row.id),
    subject: String(row.subject),
    state: String(row.state) as EditionState,
    sendAt: String(row.send_at),
    createdAt: String(row.created_at),
    createdBy: String(row.created_by),
    finishedAt: row.finished_at === null ? undefined : String(row.finished_at),
    recipients: Number(row.recipients),
    sent: Number(row.sent),
    failed: Number(row.failed),
    waiting: Number(row.waiting),
    resent: Number(row.resent),
    cancelled: Number(row.cancelled),
    cancelledAt: row.cancelled_at === null ? undefined : String(row.cancelled_at),
  };
}

/** The columns of `progressOf`, from `newsletter_editions e` and its rows; both engines use it. */
export const PROGRESS_SELECT = `
  SELECT e.id, e.subject, e.state, e.send_at, e.created_at, e.created_by, e.finished_at, e.resent, e.cancelled_at,
    (SELECT count(*) FROM newsletter_sends s WHERE s.edition_id = e.id) AS recipients,
    (SELECT count(*) FROM newsletter_sends s WHERE s.edition_id = e.id AND s.state = 'sent') AS sent,
    (SELECT count(*) FROM newsletter_sends s WHERE s.edition_id = e.id AND s.state = 'failed') AS failed,
    (SELECT count(*) FROM newsletter_sends s WHERE s.edition_id = e.id AND s.state = 'cancelled') AS cancelled,
    (SELECT count(*) FROM newsletter_sends s WHERE s.edition_id = e.id AND s.state IN ('waiting', 'sending', 'handing', 'paused')) AS waiting
  FROM newsletter_editions e`;

export function openEditionStore(file: string, queued: Queue): EditionStore & { close(): void } {
  const db: DatabaseSync = openPrivateDatabase(file);
  db.exec('PRAGMA journal_mode = WAL');
  restrictDatabaseFiles(file);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(EDITIONS_SCHEMA);
  addEditionColumns(db);
  const s = {
    insert: db.prepare(
      `INSERT INTO newsletter_editions (subject, html, text, state, send_at, created_at, created_by, source)
       VALUES (?, ?, ?, 'scheduled', ?, ?, ?, ?) RETURNING id`,
    ),
    addRecipients: db.prepare(
      `INSERT INTO newsletter_sends (edition_id, email, state, next_at)
       SELECT ?, email, 'waiting', ? FROM subscribers WHERE state = 'confirmed'`,
    ),
    content: db.prepare('SELECT subject, html, text FROM newsletter_editions WHERE id = ?'),
    progress: db.prepare(`${PROGRESS_SELECT} WHERE e.id = ?`),
    history: db.prepare(`${PROGRESS_SELECT} ORDER BY e.id DESC LIMIT ?`),
    due: db.prepare(
      "SELECT id FROM newsletter_editions WHERE state IN ('scheduled', 'sending') AND send_at <= ? ORDER BY id",
    ),
    nextSendAt: db.prepare("SELECT min(send_at) AS at FROM newsletter_editions WHERE state = 'scheduled'"),
    start: db.prepare(
      "UPDATE newsletter_editions SET state = 'sending' WHERE id = ? AND state = 'scheduled' AND send_at <= ?",
    ),
    sending: db.prepare("SELECT 1 FROM newsletter_editions WHERE id = ? AND state = 'sending'"),
    requeue: db.prepare(
      `UPDATE newsletter_sends SET state = 'waiting', claimed_at = NULL
       WHERE edition_id = ? AND state = 'sending' AND claimed_at < ?`,
    ),
    uncertain: db.prepare(
      "SELECT email FROM newsletter_sends WHERE edition_id = ? AND state = 'handing' AND claimed_at < ? ORDER BY email",
    ),
    handing: db.prepare(
      "UPDATE newsletter_sends SET state = 'handing', claimed_at = ? WHERE edition_id = ? AND email = ? AND state = 'sending'",
    ),
    putBack: db.prepare(
      `UPDATE newsletter_sends SET state = 'waiting', claimed_at = NULL
       WHERE edition_id = ? AND email = ? AND state = 'handing'`,
    ),
    countResent: db.prepare('UPDATE newsletter_editions SET resent = resent + ? WHERE id = ?'),
    claim: db.prepare(
      `UPDATE newsletter_sends SET state = 'sending', claimed_at = ?, attempts = attempts + 1
       WHERE edition_id = ? AND email IN (
         SELECT email FROM newsletter_sends WHERE edition_id = ? AND state = 'waiting' AND next_at <= ?
         ORDER BY next_at, email LIMIT ?)
       RETURNING email, attempts`,
    ),
    sent: db.prepare(
      "UPDATE newsletter_sends SET state = 'sent', sent_at = ?, last_error = NULL WHERE edition_id = ? AND email = ?",
    ),
    retry: db.prepare(
      `UPDATE newsletter_sends SET state = ${WAITING_UNLESS_STOPPED}, next_at = ?, last_error = ?, claimed_at = NULL
       WHERE edition_id = ? AND email = ?`,
    ),
    failed: db.prepare(
      "UPDATE newsletter_sends SET state = 'failed', last_error = ? WHERE edition_id = ? AND email = ?",
    ),
    suppress: db.prepare(
      `UPDATE subscribers SET state = 'suppressed', suppressed_at = ?, suppressed_reason = ?
       WHERE email = ? AND state <> 'suppressed'`,
    ),
    nextAttempt: db.prepare(
      "SELECT min(next_at) AS at FROM newsletter_sends WHERE edition_id = ? AND state = 'waiting'",
    ),
    open: db.prepare(
      "SELECT count(*) AS n FROM newsletter_sends WHERE edition_id = ? AND state IN ('waiting', 'sending', 'handing')",
    ),
    finish: db.prepare(
      "UPDATE newsletter_editions SET state = 'sent', finished_at = ? WHERE id = ? AND state = 'sending'",
    ),
  };
  const inTransaction = <T>(work: () => T): T => inImmediateTransaction(db, work);
  const at = (row: Record<string, unknown> | undefined) => (row?.at ? new Date(String(row.at)) : undefined);
  return {
    create: (edition) =>
      queued(() =>
        inTransaction(() => {
          const row = s.insert.get(
            edition.subject,
            edition.html,
            edition.text,
            edition.sendAt.toISOString(),
            edition.createdAt.toISOString(),
            edition.createdBy,
            edition.source,
          );
          const id = Number(row?.id);
          const added = Number(s.addRecipients.run(id, edition.sendAt.toISOString()).changes);
          // No reader: nothing is kept, so an empty edition never shows as sent.
          if (added === 0) throw new NoRecipients();
          return id;
        }),
      ).catch((error: unknown) => {
        if (error instanceof NoRecipients) return undefined;
        throw error;
      }),
    content: async (id) => {
      const row = s.content.get(id);
      return row ? { subject: String(row.subject), html: String(row.html), text: String(row.text) } : undefined;
    },
    progress: async (id) => {
      const row = s.progress.get(id);
      return row ? progressOf(row) : undefined;
    },
    history: async (limit) => s.history.all(limit).map(progressOf),
    due: async (when) => s.due.all(when.toISOString()).map((row) => Number(row.id)),
    nextSendAt: async () => at(s.nextSendAt.get()),
    begin: (id, when, before) =>
      queued(() =>
        inTransaction(() => {
          s.start.run(id, when.toISOString());
          if (!s.sending.get(id)) return undefined;
          s.requeue.run(id, before.toISOString());
          return s.uncertain.all(id, before.toISOString()).map((row) => String(row.email));
        }),
      ),
    claim: (id, when, limit) =>
      queued(() => {
        const iso = when.toISOString();
        return s.claim
          .all(iso, id, id, iso, limit)
          .map((row) => ({ email: String(row.email), attempt: Number(row.attempts) }));
      }),
    markHanding: (id, email, when) => queued(() => Number(s.handing.run(when.toISOString(), id, email).changes) > 0),
    putBack: (id, email, unknown) =>
      queued(() =>
        inTransaction(() => {
          const changed = Number(s.putBack.run(id, email).changes);
          if (changed > 0 && unknown) s.countResent.run(1, id);
        }),
      ),
    markSent: (id, email, when) =>
      queued(() => {
        s.sent.run(when.toISOString(), id, email);
      }),
    markRetry: (id, email, nextAt, error) =>
      queued(() => {
        s.retry.run(nextAt.toISOString(), error, id, email);
      }),
    markFailed: (id, email, when, error, suppress) =>
      queued(() =>
        inTransaction(() => {
          s.failed.run(error, id, email);
          if (suppress) s.suppress.run(when.toISOString(), error, email);
        }),
      ),
    nextAttemptAt: async (id) => at(s.nextAttempt.get(id)),
    finishIfDone: (id, when) =>
      queued(() => {
        if (Number(s.open.get(id)?.n) > 0) return false;
        s.finish.run(when.toISOString(), id);
        return true;
      }),
    ...editionChanges(db, queued),
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}

class NoRecipients extends Error {}
