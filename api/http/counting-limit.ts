/**
 * A per-client limit for requests that come by the thousand a second from as many clients (the
 * readership's beacons), in a fixed amount of memory. The exact limit (rate-limit.ts) keeps each
 * client's hits as objects: at 5,000 beacons a second from new addresses it held hundreds of
 * thousands of them, and the garbage collector's passes over them held up every request for 20 to
 * 120 ms at a time. Here a client's hits are counts in two rows of a table, each row indexed by its
 * own hash of the client, for this minute and the last (a sliding-window counter, the last
 * minute's count weighed by how much of it is still inside the window). A client is over the
 * limit when both its counts are: two clients share both cells only by a rare chance, and then
 * each is limited as if the other's hits were its own, never less.
 */

import type { RateLimiter, RateLimitOptions, RateLimitVerdict } from './rate-limit.ts';

/** Cells per row: far more than the clients one instance sees in a minute, 2 MB in all. */
const CELLS = 1 << 17;
const MASK = CELLS - 1;
const ROWS = 2;

/** 32-bit FNV-1a of the key. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A second, independent index from the first hash (the finaliser of MurmurHash3). */
function mixed(hash: number): number {
  let h = hash ^ 0x9e3779b9;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function createCountingLimiter({ max, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  let current = new Uint32Array(CELLS * ROWS);
  let previous = new Uint32Array(CELLS * ROWS);
  let window = Math.floor(now() / windowMs);

  function turnTo(at: number): void {
    const atWindow = Math.floor(at / windowMs);
    if (atWindow === window) return;
    [previous, current] = [current, previous];
    current.fill(0);
    if (atWindow !== window + 1) previous.fill(0);
    window = atWindow;
  }

  return {
    // The table's size, not the clients': it never grows.
    size: () => CELLS,
    hit(key): RateLimitVerdict {
      const at = now();
      turnTo(at);
      const hash = fnv1a(key);
      const first = hash & MASK;
      const second = CELLS + (mixed(hash) & MASK);
      const stillInside = 1 - (at - window * windowMs) / windowMs;
      const countOf = (cell: number) => (previous[cell] as number) * stillInside + (current[cell] as number);
      if (Math.min(countOf(first), countOf(second)) >= max) {
        const windowEndsS = Math.ceil((window * windowMs + windowMs - at) / 1000);
        return { allowed: false, retryAfterS: Math.max(1, windowEndsS) };
      }
      current[first] = (current[first] as number) + 1;
      current[second] = (current[second] as number) + 1;
      return { allowed: true };
    },
  };
}
