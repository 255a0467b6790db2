/**
 * A sliding-window limit per key, in memory: enough for one API process. Each key keeps the times
 * of its hits within the window; keys whose hits have all expired are dropped as the map grows.
 * The map is swept when it passes 10,000 keys, then again each time it has doubled since: with
 * many clients inside the window at once (a busy day, or one sender with many addresses), a sweep
 * on every hit would visit every key each time.
 */

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

export interface RateLimiter {
  hit(key: string): RateLimitVerdict;
  /** How many clients are being tracked (memory use). */
  size(): number;
}

const SWEEP_ABOVE_KEYS = 10_000;

export function createRateLimiter({ max, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  const hits = new Map<string, number[]>();
  let sweepAbove = SWEEP_ABOVE_KEYS;

  /** The key's hits within the window. Hits are kept in time order, so expired ones are at the front. */
  function recent(key: string, at: number): number[] {
    const times = hits.get(key) ?? [];
    let expired = 0;
    while (expired < times.length && at - (times[expired] as number) >= windowMs) expired += 1;
    // In place: with a high limit (a load test) a key holds many hits, and copying them all on every
    // hit would make each request slower than the last.
    if (expired > 0) times.splice(0, expired);
    return times;
  }

  function sweep(at: number): void {
    for (const key of hits.keys()) {
      const kept = recent(key, at);
      if (kept.length === 0) hits.delete(key);
      else hits.set(key, kept);
    }
  }

  return {
    size: () => hits.size,
    hit(key) {
      const at = now();
      if (hits.size > sweepAbove) {
        sweep(at);
        sweepAbove = Math.max(SWEEP_ABOVE_KEYS, 2 * hits.size);
      }
      const times = recent(key, at);
      if (times.length >= max) {
        hits.set(key, times);
        const oldest = times[0] ?? at;
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
      }
      times.push(at);
      hits.set(key, times);
      return { allowed: true };
    },
  };
}
