import { describe, expect, it } from 'vitest';
import {
  loadTable,
  median,
  medianFigures,
  missedGoals,
  subscriberDifference,
  type CaseFigures,
  type LoadFigures,
} from './load-figures.ts';

const figures = (requestsPerSecond: number, p99Ms = 5, errors = 0, non2xx = 0): LoadFigures => ({
  requestsPerSecond,
  p50Ms: 2,
  p99Ms,
  errors,
  non2xx,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('No values');
  });
});

describe('medianFigures', () => {
  it('takes medians of rates and latencies but sums errors, so one bad run shows', () => {
    const result = medianFigures([figures(100, 9, 0, 1), figures(300, 3, 2, 0), figures(200, 6)]);
    expect(result).toEqual({ requestsPerSecond: 200, p50Ms: 2, p99Ms: 6, errors: 2, non2xx: 1 });
  });
});

describe('missedGoals', () => {
  const itemRead = (api: LoadFigures, bare: LoadFigures): CaseFigures => ({ name: 'item', api, bare, itemRead: true });

  it('passes a fast item read close to the bare server', () => {
    expect(missedGoals(itemRead(figures(6000), figures(8000)))).toEqual([]);
  });

  it('names each goal a case misses', () => {
    const missed = missedGoals(itemRead(figures(4000, 25, 1, 2), figures(10_000)));
    expect(missed).toEqual([
      '4000 requests/s < 5000',
      'p99 25 ms > 20 ms',
      '1 errors, 2 non-2xx answers',
      "0.40 of the bare server's rate < 0.6",
    ]);
  });

  it('holds only item reads to the requests-per-second and bare-server goals', () => {
    const list: CaseFigures = { name: 'list', api: figures(3000), bare: figures(4000), itemRead: false };
    expect(missedGoals(list)).toEqual([]);
    const signUps: CaseFigures = { name: 'sign-ups', api: figures(3000), bare: figures(20_000), itemRead: false };
    expect(missedGoals(signUps)).toEqual([]);
    expect(missedGoals({ ...signUps, api: figures(3000, 25) })).toEqual(['p99 25 ms > 20 ms']);
  });
});

describe('subscriberDifference', () => {
  it('is empty when the table holds exactly the accepted addresses', () => {
    expect(subscriberDifference(['a@x.lk', 'b@x.lk'], ['b@x.lk', 'a@x.lk'])).toEqual({
      missing: [],
      unexpected: [],
      cutOff: [],
    });
  });

  it('lists addresses missing from the table and addresses never accepted', () => {
    expect(subscriberDifference(['a@x.lk', 'b@x.lk'], ['b@x.lk', 'c@x.lk'])).toEqual({
      missing: ['a@x.lk'],
      unexpected: ['c@x.lk'],
      cutOff: [],
    });
  });

  it('tells stored sign-ups whose answers the end of the run cut off from unexpected ones', () => {
    expect(subscriberDifference(['a@x.lk'], ['a@x.lk', 'b@x.lk', 'c@x.lk'], ['b@x.lk', 'd@x.lk'])).toEqual({
      missing: [],
      unexpected: ['c@x.lk'],
      cutOff: ['b@x.lk'],
    });
  });
});

describe('loadTable', () => {
  it('puts the API and the bare server of a case on two lines, with the ratio', () => {
    const table = loadTable([{ name: 'GET /api/blogs', api: figures(3000), bare: figures(6000), itemRead: false }]);
    const [header, api, bare] = table.split('\n');
    expect(header).toMatch(/^case\s+server\s+req\/s/);
    expect(api).toMatch(/^GET \/api\/blogs\s+api\s+3000\s+2\s+5\s+0\s+0\s+0\.50$/);
    expect(bare).toMatch(/^\s+bare\s+6000\s/);
  });
});
