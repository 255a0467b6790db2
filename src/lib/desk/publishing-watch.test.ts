import { describe, expect, it } from 'vitest';
import type { PublishingState } from '../../../contract/desk.ts';
import { watchPublishing } from './publishing-watch.ts';

// The API's publishing route is replaced by a list of its answers; no request leaves the process.
function answers(...states: PublishingState[]) {
  return async () => ({ ok: true as const, value: states.shift() ?? { state: 'unknown' as const } });
}

const since = new Date('2026-05-01T10:00:00Z');
const noWait = async () => {};

describe('watchPublishing', () => {
  it('passes on every step until the build holding the change is live', async () => {
    const seen: string[] = [];
    const last = await watchPublishing({
      since,
      pollMs: 1000,
      wait: noWait,
      onState: (state) => seen.push(state.state),
      read: answers(
        { state: 'live', liveSince: '2026-05-01T09:00:00Z' },
        { state: 'building' },
        { state: 'checking' },
        { state: 'live', liveSince: '2026-05-01T10:00:05Z' },
      ),
    });
    expect(seen).toEqual(['queued', 'building', 'checking', 'live']);
    expect(last).toEqual({ state: 'live', liveSince: '2026-05-01T10:00:05Z' });
  });

  it('shows a failed build with its reason, then goes on to the build that takes the change live', async () => {
    const seen: PublishingState[] = [];
    const last = await watchPublishing({
      since,
      pollMs: 1000,
      wait: noWait,
      onState: (state) => seen.push(state),
      read: answers(
        { state: 'building' },
        { state: 'failed', reason: 'a page did not build' },
        { state: 'failed', reason: 'a page did not build' },
        { state: 'building' },
        { state: 'live', liveSince: '2026-05-01T10:01:00Z' },
      ),
    });
    expect(seen.map((state) => state.state)).toEqual(['building', 'failed', 'failed', 'building', 'live']);
    expect(seen[1]).toEqual({ state: 'failed', reason: 'a page did not build' });
    expect(last).toEqual({ state: 'live', liveSince: '2026-05-01T10:01:00Z' });
  });

  it('stops when asked', async () => {
    const stop = new AbortController();
    const last = await watchPublishing({
      since,
      pollMs: 1000,
      wait: async () => stop.abort(),
      signal: stop.signal,
      onState: () => {},
      read: answers({ state: 'building' }, { state: 'building' }),
    });
    expect(last).toBeUndefined();
  });
});
