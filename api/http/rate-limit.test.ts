import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows max hits per key within the window, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let hit = 0; hit < 3; hit++) expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 60 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now += 45_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 15 });
  });

  it('slides: a hit leaves the window a full window after it was made', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => now });
    limiter.hit('a');
    now = 30_000;
    limiter.hit('a');
    now = 59_999;
    expect(limiter.hit('a').allowed).toBe(false);
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('forgets idle clients once many keys have built up', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => now });
    for (let key = 0; key <= 10_000; key++) limiter.hit(`client-${key}`);
    expect(limiter.size()).toBe(10_001);
    now = 5000;
    expect(limiter.hit('client-0').allowed).toBe(true);
    expect(limiter.size()).toBe(1);
  });

  it('with every client inside the window, sweeps again only once the map has doubled', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => now });
    // The sweep past 10,000 keys finds every client live: the next comes past 20,002.
    for (let key = 0; key <= 10_001; key++) limiter.hit(`early-${key}`);
    now = 5000;
    for (let key = 0; key <= 10_000; key++) limiter.hit(`late-${key}`);
    expect(limiter.size()).toBe(20_003);
    // Then the early clients, idle for 5 s, are dropped; the late ones stay limited.
    limiter.hit('late-10001');
    expect(limiter.size()).toBe(10_002);
    expect(limiter.hit('late-0').allowed).toBe(false);
    expect(limiter.hit('early-0').allowed).toBe(true);
  });
});
