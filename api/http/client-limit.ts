/**
 * A route's limit per client: how many requests one client IP may make in a sliding minute. Every
 * request counts, whatever its outcome, so mistakes and probes (an address already taken) are
 * limited as much as successes. One over the limit gets 429 with `Retry-After`.
 */
import type { Context } from 'hono';
import { clientIp } from './client-ip.ts';
import { jsonError } from './errors.ts';
import { createRateLimiter } from './rate-limit.ts';

export const LIMIT_WINDOW_MS = 60_000;

export interface ClientLimitOptions {
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
  refuse(c: Context): Response | undefined;
}

export function clientLimit({
  perMinute,
  trustProxy,
  tooMany,
  answer = (c, error) => jsonError(c, 429, error),
  now = Date.now,
}: ClientLimitOptions): ClientLimit {
  const limiter = createRateLimiter({ max: perMinute, windowMs: LIMIT_WINDOW_MS, now });
  return {
    refuse(c) {
      const verdict = limiter.hit(clientIp(c, trustProxy));
      if (verdict.allowed) return undefined;
      c.header('Retry-After', String(verdict.retryAfterS));
      return answer(c, tooMany);
    },
  };
}
