import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESK_ANSWERS } from '../../../contract/desk.ts';
import type { DeskRecord, DeskResult } from '../api/desk.ts';
import { Autosaver, type SaveHow } from './autosaver.ts';
import { emptyDraft, type Draft } from './draft.ts';

// The API is replaced by a function answering as it would: saves here never leave the process.
const TIMES = { autosaveMs: 3000, retryMs: 2000, retryMaxMs: 8000 };

function stored(draft: Draft, version: number): DeskResult<DeskRecord> {
  return { ok: true, value: { id: draft.id ?? 'made-up', version } as DeskRecord };
}

describe('Autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function saver(save: (draft: Draft, how: SaveHow) => Promise<DeskResult<DeskRecord>>, unsaved = false) {
    const kept: Draft[] = [];
    const forgotten: (string | undefined)[] = [];
    const autosaver = new Autosaver({
      draft: { ...emptyDraft('blog'), id: 'dawn', version: 1 },
      unsaved,
      save,
      keep: (draft) => kept.push(draft),
      forget: (draft) => forgotten.push(draft.id),
      ...TIMES,
    });
    return { autosaver, kept, forgotten };
  }

  it('keeps every change in the browser at once and saves it after the delay, with its version', async () => {
    const save = vi.fn(async (draft: Draft) => stored(draft, (draft.version ?? 0) + 1));
    const { autosaver, kept, forgotten } = saver(save);
    autosaver.update({ title: 'T' });
    autosaver.update({ title: 'Tea' });
    expect(kept.map((draft) => draft.title)).toEqual(['T', 'Tea']);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toMatchObject({ title: 'Tea', version: 1 });
    expect(autosaver.state).toEqual({ phase: 'saved' });
    expect(autosaver.draft.version).toBe(2);
    expect(forgotten).toEqual(['dawn']);
  });

  it('keeps the text after a failed save, says so, and tries again until it is saved', async () => {
    const answers: DeskResult<DeskRecord>[] = [
      { ok: false, reason: 'unreachable', message: 'down' },
      { ok: false, reason: 'server', message: 'down again' },
    ];
    const save = vi.fn(async (draft: Draft) => answers.shift() ?? stored(draft, 2));
    const { autosaver, forgotten } = saver(save);
    autosaver.update({ title: 'Kept' });
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(autosaver.state).toEqual({ phase: 'failed', message: 'down' });
    expect(forgotten).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMES.retryMs);
    expect(autosaver.state).toEqual({ phase: 'failed', message: 'down again' });
    await vi.advanceTimersByTimeAsync(TIMES.retryMs * 2);
    expect(save).toHaveBeenCalledTimes(3);
    expect(autosaver.state).toEqual({ phase: 'saved' });
  });

  it('stops saving on a stale version, keeping the text, and never sends it again', async () => {
    const save = vi.fn(async (): Promise<DeskResult<DeskRecord>> => ({
      ok: false,
      reason: 'conflict',
      message: DESK_ANSWERS.staleVersion,
    }));
    const { autosaver, kept } = saver(save);
    autosaver.update({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(autosaver.state).toEqual({ phase: 'conflict', message: DESK_ANSWERS.staleVersion });
    autosaver.update({ title: 'Mine, still' });
    await vi.advanceTimersByTimeAsync(TIMES.retryMaxMs * 4);
    expect(save).toHaveBeenCalledTimes(1);
    expect(kept.at(-1)?.title).toBe('Mine, still');
  });

  it('saves a draft brought back from the browser on its own, and sends a change made while saving', async () => {
    let finish: (value: DeskResult<DeskRecord>) => void = () => {};
    const save = vi.fn((draft: Draft) =>
      save.mock.calls.length === 1
        ? new Promise<DeskResult<DeskRecord>>((resolve) => (finish = resolve))
        : Promise.resolve(stored(draft, 3)),
    );
    const { autosaver } = saver(save, true);
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(save).toHaveBeenCalledTimes(1);
    autosaver.update({ title: 'During' });
    finish(stored(autosaver.draft, 2));
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0]).toMatchObject({ title: 'During', version: 2 });
    expect(autosaver.state).toEqual({ phase: 'saved' });
  });

  it('carries on from the API’s version when a stale save finds its own lost save already stored', async () => {
    const save = vi.fn(async (draft: Draft): Promise<DeskResult<DeskRecord>> =>
      draft.version === 1 ? { ok: false, reason: 'conflict', message: DESK_ANSWERS.staleVersion } : stored(draft, 5),
    );
    const kept: Draft[] = [];
    const autosaver = new Autosaver({
      draft: { ...emptyDraft('blog'), id: 'dawn', version: 1, title: 'Sent as the page closed' },
      unsaved: true,
      save,
      alreadyStored: async (sent) => (sent.title === 'Sent as the page closed' ? 4 : undefined),
      keep: (draft) => kept.push(draft),
      forget: () => {},
      ...TIMES,
    });
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(autosaver.state).toEqual({ phase: 'saved' });
    expect(autosaver.draft.version).toBe(4);
    autosaver.update({ title: 'And then more' });
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(save.mock.calls.at(-1)?.[0]).toMatchObject({ title: 'And then more', version: 4 });
    expect(autosaver.state).toEqual({ phase: 'saved' });
  });

  it('sends autosaves as kept unpublished, and a live save even when nothing changed since', async () => {
    const save = vi.fn(async (draft: Draft, how: SaveHow) => ({
      ok: true as const,
      value: {
        id: 'dawn',
        version: (draft.version ?? 0) + 1,
        unpublishedChanges: !how.live || undefined,
      } as DeskRecord,
    }));
    const { autosaver } = saver(save);
    autosaver.update({ status: 'published', title: 'Revised' });
    await vi.advanceTimersByTimeAsync(TIMES.autosaveMs);
    expect(save.mock.calls.map((call) => call[1])).toEqual([{ live: false }]);
    expect(autosaver.draft).toMatchObject({ version: 2, unpublishedChanges: true });
    expect(await autosaver.saveNow()).toEqual({ phase: 'saved' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(await autosaver.saveNow({ live: true })).toEqual({ phase: 'saved' });
    expect(save.mock.calls.map((call) => call[1])).toEqual([{ live: false }, { live: true }]);
    expect(autosaver.draft).toMatchObject({ version: 3, unpublishedChanges: false });
  });
});
