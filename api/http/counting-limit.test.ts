import { describe, expect, it } from 'vitest';
import { createCountingLimiter } from './counting-limit.ts';

const MINUTE = 60_000;

describe('the counting limit', () => {
  it('allows max hits per client in a minute, then says how long to wait', () => {
    let at = 10 * MINUTE;
    const limiter = createCountingLimiter({ max: 3, windowMs: MINUTE, now: () => at });
    for (let hit = 0; hit < 3; hit++) expect(limiter.hit('198.51.100.1')).toEqual({ allowed: true });
    expect(limiter.hit('198.51.100.1')).toEqual({ allowed: false, retryAfterS: 60 });
    expect(limiter.hit('198.51.100.2')).toEqual({ allowed: true });
    at += 45_000;
    expect(limiter.hit('198.51.100.1')).toEqual({ allowed: false, retryAfterS: 15 });
  });

  it("weighs the last minute's hits by how much of them is still inside the window", () => {
    let at = 10 * MINUTE;
    const limiter = createCountingLimiter({ max: 4, windowMs: MINUTE, now: () => at });
    for (let hit = 0; hit < 4; hit++) limiter.hit('a');
    // A quarter into the next minute, three quarters of the four hits still count: one more fits.
    at += MINUTE + 15_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    // Two minutes on, nothing of them is left.
    at += 2 * MINUTE;
    for (let hit = 0; hit < 4; hit++) expect(limiter.hit('a').allowed).toBe(true);
  });

  it('keeps a fixed size, and limits no one else, after hits from a million clients', () => {
    const at = 10 * MINUTE;
    const limiter = createCountingLimiter({ max: 60, windowMs: MINUTE, now: () => at });
    for (let client = 0; client < 1_000_000; client++)
      limiter.hit(`10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`);
    for (let hit = 0; hit < 60; hit++) limiter.hit('203.0.113.7');
    expect(limiter.hit('203.0.113.7').allowed).toBe(false);
    const size = limiter.size();
    let refused = 0;
    for (let client = 0; client < 1000; client++) if (!limiter.hit(`192.0.2.${client}`).allowed) refused++;
    expect(refused).toBe(0);
    expect(limiter.size()).toBe(size);
  });
});
