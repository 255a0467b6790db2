/**
 * The editors' changes to an edition in the SQLite file: new content or time before it goes, a
 * scheduled one taken back to draft, a sending one paused, resumed or stopped. Each is one transaction, so a sender
 * claiming rows at that moment sees either the edition before or after it, never half of it.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { EditionChangeAnswer, EditionStore } from '../newsletter/edition-store.ts';
import { inImmediateTransaction } from './immediate-transaction.ts';

/**
 * A row refused for now goes back to waiting, unless its edition was paused or cancelled meanwhile:
 * then it is held or cancelled with the others. Both engines use it.
 */
export const WAITING_UNLESS_STOPPED = `CASE (SELECT state FROM newsletter_editions WHERE id = newsletter_sends.edition_id)
  WHEN 'cancelled' THEN 'cancelled' WHEN 'paused' THEN 'paused' ELSE 'waiting' END`;

/** The same columns as PostgreSQL's migration 0008, for a file made before them. */
const EDITION_COLUMNS: [string, string][] = [
  ['source', 'TEXT'],
  ['cancelled_at', 'TEXT'],
];

export function addEditionColumns(db: DatabaseSync): void {
  const present = new Set(
    db
      .prepare('PRAGMA table_info(newsletter_editions)')
      .all()
      .map((row) => String(row.name)),
  );
  for (const [name, definition] of EDITION_COLUMNS) {
    if (!present.has(name)) db.exec(`ALTER TABLE newsletter_editions ADD COLUMN ${name} ${definition}`);
  }
}

type Queue = <T>(work: () => T) => Promise<T>;
type Changes = Pick<EditionStore, 'source' | 'change' | 'cancel' | 'pause' | 'resume'>;

export function editionChanges(db: DatabaseSync, queued: Queue): Changes {
  const s = {
    state: db.prepare('SELECT state, source FROM newsletter_editions WHERE id = ?'),
    content: db.prepare('UPDATE newsletter_editions SET subject = ?, html = ?, text = ?, source = ? WHERE id = ?'),
    schedule: db.prepare("UPDATE newsletter_editions SET state = 'scheduled', send_at = ? WHERE id = ?"),
    addRecipients: db.prepare(
      `INSERT INTO newsletter_sends (edition_id, email, state, next_at)
       SELECT ?, email, 'waiting', ? FROM subscribers WHERE state = 'confirmed'`,
    ),
    moveRows: db.prepare('UPDATE newsletter_sends SET next_at = ? WHERE edition_id = ?'),
    toDraft: db.prepare("UPDATE newsletter_editions SET state = 'draft' WHERE id = ?"),
    dropRows: db.prepare('DELETE FROM newsletter_sends WHERE edition_id = ?'),
    stop: db.prepare("UPDATE newsletter_editions SET state = 'cancelled', cancelled_at = ? WHERE id = ?"),
    stopRows: db.prepare(
      "UPDATE newsletter_sends SET state = 'cancelled' WHERE edition_id = ? AND state IN ('waiting', 'sending', 'paused')",
    ),
    setState: db.prepare('UPDATE newsletter_editions SET state = ? WHERE id = ?'),
    holdRows: db.prepare(
      "UPDATE newsletter_sends SET state = 'paused', claimed_at = NULL WHERE edition_id = ? AND state IN ('waiting', 'sending')",
    ),
    releaseRows: db.prepare("UPDATE newsletter_sends SET state = 'waiting' WHERE edition_id = ? AND state = 'paused'"),
  };
  const stateOf = (id: number) => s.state.get(id)?.state as string | undefined;
  return {
    source: async (id) => {
      const source = s.state.get(id)?.source;
      return typeof source === 'string' ? source : undefined;
    },
    change: (id, change) =>
      queued(() =>
        inImmediateTransaction(db, (): EditionChangeAnswer => {
          const state = stateOf(id);
          if (state === undefined) return 'missing';
          if (state !== 'draft' && state !== 'scheduled') return 'tooLate';
          s.content.run(change.subject, change.html, change.text, change.source, id);
          if (!change.sendAt) return state;
          const at = change.sendAt.toISOString();
          if (state === 'draft' && Number(s.addRecipients.run(id, at).changes) === 0) {
            throw new NoReaders();
          }
          s.moveRows.run(at, id);
          s.schedule.run(at, id);
          return 'scheduled';
        }),
      ).catch((error: unknown) => {
        if (error instanceof NoReaders) return 'noReaders';
        throw error;
      }),
    cancel: (id, at) =>
      queued(() =>
        inImmediateTransaction(db, (): EditionChangeAnswer => {
          const state = stateOf(id);
          if (state === undefined) return 'missing';
          if (state === 'scheduled') {
            s.dropRows.run(id);
            s.toDraft.run(id);
            return 'draft';
          }
          if (state !== 'sending' && state !== 'paused') return 'tooLate';
          s.stopRows.run(id);
          s.stop.run(at.toISOString(), id);
          return 'cancelled';
        }),
      ),
    pause: (id) =>
      queued(() =>
        inImmediateTransaction(db, (): EditionChangeAnswer => {
          const state = stateOf(id);
          if (state === undefined) return 'missing';
          if (state !== 'sending') return 'tooLate';
          s.holdRows.run(id);
          s.setState.run('paused', id);
          return 'paused';
        }),
      ),
    resume: (id) =>
      queued(() =>
        inImmediateTransaction(db, (): EditionChangeAnswer => {
          const state = stateOf(id);
          if (state === undefined) return 'missing';
          if (state !== 'paused') return 'tooLate';
          s.releaseRows.run(id);
          s.setState.run('sending', id);
          return 'sending';
        }),
      ),
  };
}

/** Thrown to roll a change back: scheduling a draft found no confirmed reader. */
class NoReaders extends Error {}
