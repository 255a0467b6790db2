import { describe, expect, it, vi } from 'vitest';
import type { RecordedView } from './readership-store.ts';
import { viewBuffer } from './buffered-views.ts';

const view = (id: string, figures: Partial<RecordedView> = {}): RecordedView => ({
  day: '2026-11-28',
  view: id,
  visitor: 'v',
  path: '/',
  referrer: '',
  read: 0,
  engagedMs: 0,
  lastPage: 0,
  signedUp: false,
  searches: [],
  ...figures,
});

describe('page views held for a moment', () => {
  it('writes nothing at once, then every view waiting in one write after the moment', async () => {
    vi.useFakeTimers();
    const writes: string[][] = [];
    const buffer = viewBuffer(async (views) => void writes.push(views.map((one) => one.view)), {
      everyMs: 250,
      mostViews: 100,
      sliceViews: 100,
    });
    buffer.add(view('a'));
    buffer.add(view('b'));
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(writes).toEqual([['a', 'b']]);
  });

  it('keeps the higher figures of a view sent twice and the searches of both', async () => {
    const written: RecordedView[] = [];
    const buffer = viewBuffer(async (views) => void written.push(...views));
    buffer.add(view('a', { read: 80, engagedMs: 1000, searches: [{ term: 'tea', results: 0 }] }));
    buffer.add(
      view('a', { read: 40, engagedMs: 5000, lastPage: 7, signedUp: true, searches: [{ term: 'gem', results: 2 }] }),
    );
    await buffer.flush();
    expect(written).toEqual([
      view('a', {
        read: 80,
        engagedMs: 5000,
        lastPage: 7,
        signedUp: true,
        searches: [
          { term: 'tea', results: 0 },
          { term: 'gem', results: 2 },
        ],
      }),
    ]);
  });

  it('writes at once when the most views are waiting, in slices', async () => {
    const writes: number[] = [];
    let written: () => void = () => undefined;
    const allWritten = new Promise<void>((resolve) => (written = resolve));
    const buffer = viewBuffer(
      async (views) => {
        writes.push(views.length);
        if (writes.reduce((sum, one) => sum + one, 0) === 5) written();
      },
      { everyMs: 3_600_000, mostViews: 5, sliceViews: 2 },
    );
    for (const id of ['a', 'b', 'c', 'd', 'e']) buffer.add(view(id));
    await allWritten;
    expect(writes).toEqual([2, 2, 1]);
  });

  it('logs a write that fails and writes the next views as usual', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const written: string[] = [];
    let fail = true;
    const buffer = viewBuffer(async (views) => {
      if (fail) throw new Error('database away');
      written.push(...views.map((one) => one.view));
    });
    buffer.add(view('lost'));
    await buffer.flush();
    expect(logged).toHaveBeenCalledWith('Storing 1 page views failed:', expect.any(Error));
    fail = false;
    buffer.add(view('kept'));
    await buffer.flush();
    expect(written).toEqual(['kept']);
  });
});
