/**
 * A route's limit per client: how many requests one client IP may make in a sliding minute. Every
 * request counts, whatever its outcome, so mistakes and probes (an address already taken) are
 * limited as much as successes. One over the limit gets 429 with `Retry-After`. The counts are kept
 * in the storage, so every instance of the API that shares it shares them.
 */
import type { Context } from 'hono';
import { clientIp } from './client-ip.ts';
import { jsonError } from './errors.ts';
import type { LimitHit, RateLimitStore } from '../storage/storage.ts';

export const LIMIT_WINDOW_MS = 60_000;

export interface ClientLimitOptions {
  limits: RateLimitStore;
  /** Which limit this is: each route counts its own requests. */
  scope: string;
  perMinute: number;
  /** Take the client from `X-Forwarded-For` (only behind a reverse proxy): see client-ip.ts. */
  trustProxy: boolean;
  /** The error of a 429. */
  tooMany: string;
  /** How the 429 carries it; the API's JSON `{error}` unless given. */
  answer?: (c: Context, tooMany: string) => Response;
  now?: () => number;
}

export interface ClientLimit {
  /** Counts the request; answers the 429 when its client is over the limit, else undefined. */
  refuse(c: Context): Promise<Response | undefined>;
  /** The hit `refuse` counts, for a store that counts it in the same write as the route's own. */
  hitOf(c: Context): LimitHit;
  /** The 429 of a hit the store refused. */
  refusal(c: Context, refused: { retryAfterS: number }): Response;
}

export function clientLimit({
  limits,
  scope,
  perMinute,
  trustProxy,
  tooMany,
  answer = (c, error) => jsonError(c, 429, error),
  now = Date.now,
}: ClientLimitOptions): ClientLimit {
  const hitOf = (c: Context): LimitHit => ({
    scope,
    key: clientIp(c, trustProxy),
    max: perMinute,
    windowMs: LIMIT_WINDOW_MS,
    atMs: now(),
  });
  const refusal = (c: Context, { retryAfterS }: { retryAfterS: number }): Response => {
    c.header('Retry-After', String(retryAfterS));
    return answer(c, tooMany);
  };
  return {
    hitOf,
    refusal,
    async refuse(c) {
      const { key, max, windowMs, atMs } = hitOf(c);
      const verdict = await limits.hit(scope, key, max, windowMs, atMs);
      return verdict.allowed ? undefined : refusal(c, verdict);
    },
  };
}
