/** The newsletter's state of each address in PostgreSQL (migration 0006); answers as the SQLite store does. */
import type { Sql } from 'postgres';
import {
  emptyCounts,
  likePattern,
  readerRowOf,
  type NewsletterStore,
  type ReaderState,
} from '../../newsletter/newsletter-store.ts';
import { editionsOf } from './newsletter-editions.ts';

export function newsletterOf(sql: Sql): NewsletterStore {
  const stateOf = async (email: string) => {
    const [row] = await sql`SELECT state FROM subscribers WHERE email = ${email}`;
    return row ? (String(row.state) as ReaderState) : undefined;
  };
  return {
    claimConfirmMail: async (email, at, notBefore) => {
      const rows = await sql`
        UPDATE subscribers SET confirm_mail_at = ${at.toISOString()}
        WHERE email = ${email} AND state IN ('pending', 'unsubscribed')
          AND (confirm_mail_at IS NULL OR confirm_mail_at <= ${notBefore.toISOString()})
        RETURNING email`;
      return rows.length === 1;
    },
    releaseConfirmMail: async (email, at) => {
      await sql`UPDATE subscribers SET confirm_mail_at = NULL WHERE email = ${email} AND confirm_mail_at = ${at.toISOString()}`;
    },
    confirm: async (email, at) => {
      await sql`
        UPDATE subscribers SET state = 'confirmed', confirmed_at = ${at.toISOString()}, left_at = NULL
        WHERE email = ${email} AND state IN ('pending', 'unsubscribed')`;
      return stateOf(email);
    },
    leave: async (email, at) => {
      await sql`
        UPDATE subscribers SET state = 'unsubscribed', left_at = ${at.toISOString()}
        WHERE email = ${email} AND state IN ('pending', 'confirmed')`;
      return stateOf(email);
    },
    counts: async () => {
      const counts = emptyCounts();
      for (const row of await sql`SELECT state, count(*)::int AS n FROM subscribers GROUP BY state`) {
        counts[String(row.state) as ReaderState] = Number(row.n);
      }
      return counts;
    },
    stateOf,
    list: async ({ state, query, limit, offset }) =>
      (
        await sql`
          SELECT email, state, created_at, confirmed_at FROM subscribers
          WHERE (${state ?? null}::text IS NULL OR state = ${state ?? null}) AND email LIKE ${likePattern(query)} ESCAPE '\\'
          ORDER BY email LIMIT ${limit} OFFSET ${offset}`
      ).map(readerRowOf),
    suppress: async (email, at, reason) =>
      (
        await sql`
          UPDATE subscribers SET state = 'suppressed', suppressed_at = ${at.toISOString()}, suppressed_reason = ${reason}
          WHERE email = ${email}`
      ).count > 0,
    forget: async (email) =>
      sql.begin(async (tx) => {
        await tx`DELETE FROM newsletter_sends WHERE email = ${email}`;
        return (await tx`DELETE FROM subscribers WHERE email = ${email}`).count > 0;
      }),
    editions: editionsOf(sql),
  };
}
