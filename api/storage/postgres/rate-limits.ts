/**
 * The request limits in PostgreSQL, shared by every API instance: each client's hits in a row of
 * `rate_limits`, counted by the `rate_limit_hit` function a turn's hits at a time.
 */
import type { Sql } from 'postgres';
import { batchedCalls } from '../batched-calls.ts';
import type { LimitHit, RateLimitStore, RateLimitVerdict } from '../storage.ts';

/** Rows of clients whose hits have all left the window are removed now and then, a bounded number at a time. */
const SWEEP_EVERY_HITS = 1_000;
const SWEEP_MOST_ROWS = 5_000;

const byScopeAndKey = (a: LimitHit, b: LimitHit) =>
  a.scope === b.scope ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.scope < b.scope ? -1 : 1;

/**
 * A batch in the order its hits are taken: by scope and key (a client's own in the order they
 * came), so that batches of several instances lock the rows they share in the same order. Each
 * entry keeps its place in the batch, for the answers.
 */
export function inLockOrder<T>(batch: readonly T[], hitOf: (entry: T) => LimitHit): { entry: T; index: number }[] {
  return batch.map((entry, index) => ({ entry, index })).sort((a, b) => byScopeAndKey(hitOf(a.entry), hitOf(b.entry)));
}

/** `rate_limit_hit`'s answer: 0 when allowed, else the milliseconds to wait. */
export function verdictOf(waitMs: unknown): RateLimitVerdict {
  const wait = Number(waitMs);
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterS: Math.max(1, Math.ceil(wait / 1000)) };
}

/**
 * Counts the hits taken, by whichever path; past every `SWEEP_EVERY_HITS` it removes old rows
 * beside the hits. Rows another statement holds are left for the next sweep: a sweep that waited on
 * them while holding others could deadlock with a batch taking them in its own order. A failed
 * sweep leaves the rows to the next one.
 */
export function limitSweeper(sql: Sql): (count: number, beforeMs: number) => void {
  let hits = 0;
  let sweeping = false;
  return (count, beforeMs) => {
    const swept = Math.floor(hits / SWEEP_EVERY_HITS);
    hits += count;
    if (sweeping || Math.floor(hits / SWEEP_EVERY_HITS) === swept) return;
    sweeping = true;
    sql`DELETE FROM rate_limits WHERE (scope, key) IN (
          SELECT scope, key FROM rate_limits WHERE last_ms <= ${beforeMs}
          LIMIT ${SWEEP_MOST_ROWS} FOR UPDATE SKIP LOCKED)`
      .catch(() => undefined)
      .finally(() => (sweeping = false));
  };
}

/** The hits of one turn in one statement, taken in lock order. */
export function rateLimitsOf(sql: Sql, counted: (count: number, beforeMs: number) => void): RateLimitStore {
  const hitAll = batchedCalls(async (batch: readonly LimitHit[]) => {
    const [first] = batch;
    if (first) counted(batch.length, first.atMs - first.windowMs);
    const order = inLockOrder(batch, (hit) => hit);
    const column = (field: (hit: LimitHit) => string) => order.map(({ entry }) => field(entry));
    const rows = await sql`
      SELECT rate_limit_hit(scope, key, max, window_ms, at_ms) AS wait_ms
      FROM unnest(${column((hit) => hit.scope)}::text[], ${column((hit) => hit.key)}::text[],
                  ${column((hit) => String(hit.max))}::int[], ${column((hit) => String(hit.windowMs))}::bigint[],
                  ${column((hit) => String(hit.atMs))}::bigint[])
           WITH ORDINALITY AS hit(scope, key, max, window_ms, at_ms, n)
      ORDER BY n`;
    const verdicts: RateLimitVerdict[] = new Array(batch.length);
    order.forEach(({ index }, position) => (verdicts[index] = verdictOf(rows[position]?.wait_ms)));
    return verdicts;
  });
  return { hit: (scope, key, max, windowMs, atMs) => hitAll({ scope, key, max, windowMs, atMs }) };
}
