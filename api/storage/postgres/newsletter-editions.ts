/**
 * Editions and their recipients' rows in PostgreSQL (migration 0006); answers as the SQLite store
 * does. Rows are claimed with SKIP LOCKED, so instances sending the same edition never take the
 * same reader.
 */
import type { Sql } from 'postgres';
import type { EditionStore } from '../../newsletter/edition-store.ts';
import { WAITING_UNLESS_STOPPED } from '../newsletter-edition-changes.ts';
import { PROGRESS_SELECT, progressOf } from '../newsletter-editions.ts';
import { editionChangesOf } from './newsletter-edition-changes.ts';

export function editionsOf(sql: Sql): EditionStore {
  const at = (value: unknown) => (value ? new Date(String(value)) : undefined);
  return {
    ...editionChangesOf(sql),
    create: async (edition) =>
      sql.begin(async (tx) => {
        const [row] = await tx`
          INSERT INTO newsletter_editions (subject, html, text, state, send_at, created_at, created_by, source)
          VALUES (${edition.subject}, ${edition.html}, ${edition.text}, 'scheduled', ${edition.sendAt.toISOString()},
                  ${edition.createdAt.toISOString()}, ${edition.createdBy}, ${edition.source})
          RETURNING id`;
        const id = Number(row?.id);
        const added = await tx`
          INSERT INTO newsletter_sends (edition_id, email, state, next_at)
          SELECT ${id}, email, 'waiting', ${edition.sendAt.toISOString()} FROM subscribers WHERE state = 'confirmed'`;
        if (added.count > 0) return id;
        await tx`DELETE FROM newsletter_editions WHERE id = ${id}`;
        return undefined;
      }),
    content: async (id) => {
      const [row] = await sql`SELECT subject, html, text FROM newsletter_editions WHERE id = ${id}`;
      return row ? { subject: String(row.subject), html: String(row.html), text: String(row.text) } : undefined;
    },
    progress: async (id) => {
      const [row] = await sql.unsafe(`${PROGRESS_SELECT} WHERE e.id = $1`, [id]);
      return row ? progressOf(row) : undefined;
    },
    history: async (limit) =>
      (await sql.unsafe(`${PROGRESS_SELECT} ORDER BY e.id DESC LIMIT $1`, [limit])).map(progressOf),
    due: async (when) =>
      (
        await sql`SELECT id FROM newsletter_editions WHERE state IN ('scheduled', 'sending') AND send_at <= ${when.toISOString()} ORDER BY id`
      ).map((row) => Number(row.id)),
    nextSendAt: async () =>
      at((await sql`SELECT min(send_at) AS at FROM newsletter_editions WHERE state = 'scheduled'`)[0]?.at),
    begin: async (id, when, before) =>
      sql.begin(async (tx) => {
        const [edition] = await tx`SELECT state, send_at FROM newsletter_editions WHERE id = ${id} FOR UPDATE`;
        if (edition?.state === 'scheduled' && String(edition.send_at) <= when.toISOString()) {
          await tx`UPDATE newsletter_editions SET state = 'sending' WHERE id = ${id}`;
        } else if (edition?.state !== 'sending') return undefined;
        await tx`
          UPDATE newsletter_sends SET state = 'waiting', claimed_at = NULL
          WHERE edition_id = ${id} AND state = 'sending' AND claimed_at < ${before.toISOString()}`;
        const uncertain = await tx`
          SELECT email FROM newsletter_sends
          WHERE edition_id = ${id} AND state = 'handing' AND claimed_at < ${before.toISOString()} ORDER BY email`;
        return uncertain.map((row) => String(row.email));
      }),
    claim: async (id, when, limit) =>
      (
        await sql`
          UPDATE newsletter_sends SET state = 'sending', claimed_at = ${when.toISOString()}, attempts = attempts + 1
          WHERE edition_id = ${id} AND email IN (
            SELECT email FROM newsletter_sends
            WHERE edition_id = ${id} AND state = 'waiting' AND next_at <= ${when.toISOString()}
            ORDER BY next_at, email LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING email, attempts`
      ).map((row) => ({ email: String(row.email), attempt: Number(row.attempts) })),
    markHanding: async (id, email, when) =>
      (
        await sql`
          UPDATE newsletter_sends SET state = 'handing', claimed_at = ${when.toISOString()}
          WHERE edition_id = ${id} AND email = ${email} AND state = 'sending'`
      ).count > 0,
    putBack: async (id, email, unknown) => {
      await sql.begin(async (tx) => {
        const back = await tx`
          UPDATE newsletter_sends SET state = 'waiting', claimed_at = NULL
          WHERE edition_id = ${id} AND email = ${email} AND state = 'handing'`;
        if (back.count > 0 && unknown) await tx`UPDATE newsletter_editions SET resent = resent + 1 WHERE id = ${id}`;
      });
    },
    markSent: async (id, email, when) => {
      await sql`
        UPDATE newsletter_sends SET state = 'sent', sent_at = ${when.toISOString()}, last_error = NULL
        WHERE edition_id = ${id} AND email = ${email}`;
    },
    markRetry: async (id, email, nextAt, error) => {
      await sql`
        UPDATE newsletter_sends SET state = ${sql.unsafe(WAITING_UNLESS_STOPPED)}, next_at = ${nextAt.toISOString()}, last_error = ${error}, claimed_at = NULL
        WHERE edition_id = ${id} AND email = ${email}`;
    },
    markFailed: async (id, email, when, error, suppress) => {
      await sql.begin(async (tx) => {
        await tx`UPDATE newsletter_sends SET state = 'failed', last_error = ${error} WHERE edition_id = ${id} AND email = ${email}`;
        if (suppress) {
          await tx`
            UPDATE subscribers SET state = 'suppressed', suppressed_at = ${when.toISOString()}, suppressed_reason = ${error}
            WHERE email = ${email} AND state <> 'suppressed'`;
        }
      });
    },
    nextAttemptAt: async (id) =>
      at(
        (await sql`SELECT min(next_at) AS at FROM newsletter_sends WHERE edition_id = ${id} AND state = 'waiting'`)[0]
          ?.at,
      ),
    finishIfDone: async (id, when) => {
      const [open] = await sql`
        SELECT count(*)::int AS n FROM newsletter_sends WHERE edition_id = ${id} AND state IN ('waiting', 'sending', 'handing')`;
      if (Number(open?.n) > 0) return false;
      await sql`UPDATE newsletter_editions SET state = 'sent', finished_at = ${when.toISOString()} WHERE id = ${id} AND state = 'sending'`;
      return true;
    },
  };
}
