import { describe, expect, it } from 'vitest';
import type { Change } from '../../contract/rebuild-changes.ts';
import { changesSince, currentRound, startRound } from './render-round.ts';

const tea: Change = { kind: 'blog', id: 'tea', action: 'update' };
const gems: Change = { kind: 'blog', id: 'gems', action: 'create' };

describe('the rounds of a warm build worker', () => {
  it('names what changed since a round, merged, the latest action of an item winning', () => {
    const before = startRound({ changes: 'all' }).generation;
    startRound({ changes: [tea] });
    startRound({ changes: [gems, { ...tea, action: 'delete' }] });
    expect(changesSince(before)).toEqual([gems, { ...tea, action: 'delete' }]);
    expect(changesSince(currentRound().generation)).toEqual([]);
  });

  it('reads everything again after a round that did, or from before the rounds it remembers', () => {
    const before = startRound({ changes: [tea] }).generation;
    startRound({ changes: 'all' });
    startRound({ changes: [gems] });
    expect(changesSince(before)).toBe('all');
    const long = currentRound().generation;
    for (let index = 0; index < 60; index += 1) startRound({ changes: [tea] });
    expect(changesSince(long)).toBe('all');
    expect(changesSince(currentRound().generation - 3)).toEqual([tea]);
  });
});
