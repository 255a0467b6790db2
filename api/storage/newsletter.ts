/**
 * The newsletter's state of each address in the SQLite file, on a connection of its own (as
 * import jobs are). The columns are added to `subscribers` on open, so a file from before has
 * every earlier sign-up pending: none of them ever confirmed.
 */
import type { DatabaseSync } from 'node:sqlite';
import {
  emptyCounts,
  likePattern,
  readerRowOf,
  type NewsletterStore,
  type ReaderState,
} from '../newsletter/newsletter-store.ts';
import { inImmediateTransaction } from './immediate-transaction.ts';
import { openEditionStore } from './newsletter-editions.ts';
import { openPrivateDatabase, restrictDatabaseFiles } from './private-files.ts';
import { SUBSCRIBERS_SCHEMA } from './subscribers.ts';

/** The same columns as PostgreSQL's migration 0006. */
const READER_COLUMNS: [string, string][] = [
  ['state', "TEXT NOT NULL DEFAULT 'pending'"],
  ['confirm_mail_at', 'TEXT'],
  ['confirmed_at', 'TEXT'],
  ['left_at', 'TEXT'],
  ['suppressed_at', 'TEXT'],
  ['suppressed_reason', 'TEXT'],
];

function addReaderColumns(db: DatabaseSync): void {
  db.exec(SUBSCRIBERS_SCHEMA);
  const present = new Set(
    db
      .prepare('PRAGMA table_info(subscribers)')
      .all()
      .map((row) => String(row.name)),
  );
  for (const [name, definition] of READER_COLUMNS) {
    if (!present.has(name)) db.exec(`ALTER TABLE subscribers ADD COLUMN ${name} ${definition}`);
  }
  db.exec('CREATE INDEX IF NOT EXISTS subscribers_by_state ON subscribers (state, email)');
}

type Queue = <T>(work: () => T) => Promise<T>;

export function openNewsletterStore(file: string, queued: Queue): NewsletterStore & { close(): void } {
  const db: DatabaseSync = openPrivateDatabase(file);
  db.exec('PRAGMA journal_mode = WAL');
  restrictDatabaseFiles(file);
  db.exec('PRAGMA busy_timeout = 5000');
  addReaderColumns(db);
  // First: its tables are named by the statements below.
  const editions = openEditionStore(file, queued);
  const statements = {
    claim: db.prepare(
      `UPDATE subscribers SET confirm_mail_at = ?
       WHERE email = ? AND state IN ('pending', 'unsubscribed') AND (confirm_mail_at IS NULL OR confirm_mail_at <= ?)`,
    ),
    release: db.prepare('UPDATE subscribers SET confirm_mail_at = NULL WHERE email = ? AND confirm_mail_at = ?'),
    confirm: db.prepare(
      `UPDATE subscribers SET state = 'confirmed', confirmed_at = ?, left_at = NULL
       WHERE email = ? AND state IN ('pending', 'unsubscribed')`,
    ),
    leave: db.prepare(
      "UPDATE subscribers SET state = 'unsubscribed', left_at = ? WHERE email = ? AND state IN ('pending', 'confirmed')",
    ),
    stateOf: db.prepare('SELECT state FROM subscribers WHERE email = ?'),
    counts: db.prepare('SELECT state, count(*) AS n FROM subscribers GROUP BY state'),
    list: db.prepare(
      `SELECT email, state, created_at, confirmed_at FROM subscribers
       WHERE (? IS NULL OR state = ?) AND email LIKE ? ESCAPE '\\' ORDER BY email LIMIT ? OFFSET ?`,
    ),
    forgetSends: db.prepare('DELETE FROM newsletter_sends WHERE email = ?'),
    forget: db.prepare('DELETE FROM subscribers WHERE email = ?'),
    suppress: db.prepare(
      "UPDATE subscribers SET state = 'suppressed', suppressed_at = ?, suppressed_reason = ? WHERE email = ?",
    ),
  };
  const stateOf = (email: string) => {
    const row = statements.stateOf.get(email);
    return row ? (String(row.state) as ReaderState) : undefined;
  };
  return {
    claimConfirmMail: (email, at, notBefore) =>
      queued(() => Number(statements.claim.run(at.toISOString(), email, notBefore.toISOString()).changes) === 1),
    releaseConfirmMail: (email, at) =>
      queued(() => {
        statements.release.run(email, at.toISOString());
      }),
    confirm: (email, at) =>
      queued(() => {
        statements.confirm.run(at.toISOString(), email);
        return stateOf(email);
      }),
    leave: (email, at) =>
      queued(() => {
        statements.leave.run(at.toISOString(), email);
        return stateOf(email);
      }),
    counts: () =>
      Promise.resolve().then(() => {
        const counts = emptyCounts();
        for (const row of statements.counts.all()) counts[String(row.state) as ReaderState] = Number(row.n);
        return counts;
      }),
    stateOf: (email) => Promise.resolve().then(() => stateOf(email)),
    list: async ({ state, query, limit, offset }) =>
      statements.list.all(state ?? null, state ?? null, likePattern(query), limit, offset).map(readerRowOf),
    suppress: (email, at, reason) =>
      queued(() => Number(statements.suppress.run(at.toISOString(), reason, email).changes) > 0),
    forget: (email) =>
      queued(() =>
        inImmediateTransaction(db, () => {
          statements.forgetSends.run(email);
          return Number(statements.forget.run(email).changes) > 0;
        }),
      ),
    editions,
    close: () => {
      editions.close();
      if (db.isOpen) db.close();
    },
  };
}
