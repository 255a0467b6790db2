/**
 * The editors' changes to an edition in PostgreSQL (migration 0008), answering as the SQLite
 * file does (api/storage/newsletter-edition-changes.ts). The edition's row is locked for each, so
 * a sender beginning it at that moment waits and then sees the edition as changed.
 */
import type { Sql, TransactionSql } from 'postgres';
import type { EditionChangeAnswer, EditionStore } from '../../newsletter/edition-store.ts';

type Changes = Pick<EditionStore, 'source' | 'change' | 'cancel' | 'pause' | 'resume'>;

async function lockedState(tx: TransactionSql, id: number): Promise<string | undefined> {
  const [row] = await tx`SELECT state FROM newsletter_editions WHERE id = ${id} FOR UPDATE`;
  return row ? String(row.state) : undefined;
}

/** Thrown to roll a change back: scheduling a draft found no confirmed reader. */
class NoReaders extends Error {}

export function editionChangesOf(sql: Sql): Changes {
  return {
    source: async (id) => {
      const [row] = await sql`SELECT source FROM newsletter_editions WHERE id = ${id}`;
      return typeof row?.source === 'string' ? row.source : undefined;
    },
    change: (id, change) =>
      sql
        .begin(async (tx): Promise<EditionChangeAnswer> => {
          const state = await lockedState(tx, id);
          if (state === undefined) return 'missing';
          if (state !== 'draft' && state !== 'scheduled') return 'tooLate';
          await tx`
            UPDATE newsletter_editions
            SET subject = ${change.subject}, html = ${change.html}, text = ${change.text}, source = ${change.source}
            WHERE id = ${id}`;
          if (!change.sendAt) return state;
          const at = change.sendAt.toISOString();
          if (state === 'draft') {
            const added = await tx`
              INSERT INTO newsletter_sends (edition_id, email, state, next_at)
              SELECT ${id}, email, 'waiting', ${at} FROM subscribers WHERE state = 'confirmed'`;
            if (added.count === 0) throw new NoReaders();
          }
          await tx`UPDATE newsletter_sends SET next_at = ${at} WHERE edition_id = ${id}`;
          await tx`UPDATE newsletter_editions SET state = 'scheduled', send_at = ${at} WHERE id = ${id}`;
          return 'scheduled';
        })
        .catch((error: unknown) => {
          if (error instanceof NoReaders) return 'noReaders' as const;
          throw error;
        }),
    cancel: (id, at) =>
      sql.begin(async (tx): Promise<EditionChangeAnswer> => {
        const state = await lockedState(tx, id);
        if (state === undefined) return 'missing';
        if (state === 'scheduled') {
          await tx`DELETE FROM newsletter_sends WHERE edition_id = ${id}`;
          await tx`UPDATE newsletter_editions SET state = 'draft' WHERE id = ${id}`;
          return 'draft';
        }
        if (state !== 'sending' && state !== 'paused') return 'tooLate';
        await tx`
          UPDATE newsletter_sends SET state = 'cancelled'
          WHERE edition_id = ${id} AND state IN ('waiting', 'sending', 'paused')`;
        await tx`UPDATE newsletter_editions SET state = 'cancelled', cancelled_at = ${at.toISOString()} WHERE id = ${id}`;
        return 'cancelled';
      }),
    pause: (id) =>
      sql.begin(async (tx): Promise<EditionChangeAnswer> => {
        const state = await lockedState(tx, id);
        if (state === undefined) return 'missing';
        if (state !== 'sending') return 'tooLate';
        await tx`
          UPDATE newsletter_sends SET state = 'paused', claimed_at = NULL
          WHERE edition_id = ${id} AND state IN ('waiting', 'sending')`;
        await tx`UPDATE newsletter_editions SET state = 'paused' WHERE id = ${id}`;
        return 'paused';
      }),
    resume: (id) =>
      sql.begin(async (tx): Promise<EditionChangeAnswer> => {
        const state = await lockedState(tx, id);
        if (state === undefined) return 'missing';
        if (state !== 'paused') return 'tooLate';
        await tx`UPDATE newsletter_sends SET state = 'waiting' WHERE edition_id = ${id} AND state = 'paused'`;
        await tx`UPDATE newsletter_editions SET state = 'sending' WHERE id = ${id}`;
        return 'sending';
      }),
  };
}
