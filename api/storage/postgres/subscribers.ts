/** Newsletter sign-ups in PostgreSQL, with and without their client's limit. */
import type { Sql } from 'postgres';
import { batchedCalls } from '../batched-calls.ts';
import type { LimitedAdd, LimitHit } from '../storage.ts';
import { inLockOrder, verdictOf } from './rate-limits.ts';

/** Newsletter sign-ups of one turn in one statement; of one address twice among them, the first is the new one. */
export function subscriberAdds(sql: Sql): (email: string, at: Date) => Promise<boolean> {
  const addAll = batchedCalls(async (entries: readonly { email: string; at: Date }[]) => {
    const rows = await sql`
      INSERT INTO subscribers (email, created_at)
      SELECT * FROM unnest(${entries.map(({ email }) => email)}::text[], ${entries.map(({ at }) => at.toISOString())}::text[])
      ON CONFLICT (email) DO NOTHING
      RETURNING email`;
    const added = new Set(rows.map((row) => String(row.email)));
    return entries.map(({ email }) => added.delete(email));
  });
  return (email, at) => addAll({ email, at });
}

interface LimitedSignUp {
  hit: LimitHit;
  email: string;
  at: Date;
}

/**
 * Sign-ups of one turn, each counted under its client's limit and, when allowed, added, all in one
 * statement: the hits in lock order, then the allowed addresses.
 */
export function limitedSubscriberAdds(
  sql: Sql,
  counted: (count: number, beforeMs: number) => void,
): (hit: LimitHit, email: string, at: Date) => Promise<LimitedAdd> {
  const signUpAll = batchedCalls(async (batch: readonly LimitedSignUp[]) => {
    const [first] = batch;
    if (first) counted(batch.length, first.hit.atMs - first.hit.windowMs);
    const order = inLockOrder(batch, (signUp) => signUp.hit);
    const column = (field: (signUp: LimitedSignUp) => string) => order.map(({ entry }) => field(entry));
    const rows = await sql`
      WITH counted AS (
        SELECT n, email, created_at, rate_limit_hit(scope, key, max, window_ms, at_ms) AS wait_ms
        FROM unnest(${column(({ hit }) => hit.scope)}::text[], ${column(({ hit }) => hit.key)}::text[],
                    ${column(({ hit }) => String(hit.max))}::int[], ${column(({ hit }) => String(hit.windowMs))}::bigint[],
                    ${column(({ hit }) => String(hit.atMs))}::bigint[], ${column(({ email }) => email)}::text[],
                    ${column(({ at }) => at.toISOString())}::text[])
             WITH ORDINALITY AS hit(scope, key, max, window_ms, at_ms, email, created_at, n)
      ), added AS (
        INSERT INTO subscribers (email, created_at)
        SELECT email, created_at FROM counted WHERE wait_ms = 0 ORDER BY n
        ON CONFLICT (email) DO NOTHING
        RETURNING email
      )
      SELECT wait_ms, email, email IN (SELECT email FROM added) AS added FROM counted ORDER BY n`;
    const added = new Set(rows.filter((row) => row.added === true).map((row) => String(row.email)));
    const outcomes: LimitedAdd[] = new Array(batch.length);
    order.forEach(({ entry, index }, position) => {
      const verdict = verdictOf(rows[position]?.wait_ms);
      outcomes[index] = verdict.allowed ? { allowed: true, added: added.delete(entry.email) } : verdict;
    });
    return outcomes;
  });
  return (hit, email, at) => signUpAll({ hit, email, at });
}
