import { describe, expect, it } from 'vitest';
import { beaconSchema } from '../../../contract/readership.ts';
import { IDLE_AFTER_MS, pageView, referrerHost, seenPercent } from './page-view.ts';

const VIEW = 'a1b2c3d4e5f6a7b8c9d0e1f2';

function sent(view: ReturnType<typeof pageView>) {
  const text = view.beacon();
  if (!text) throw new Error('nothing to send');
  // Whatever the page sends, the API's schema takes as it is.
  return beaconSchema.parse(JSON.parse(text));
}

describe('a page view', () => {
  it('keeps the furthest share of the body seen', () => {
    const view = pageView(VIEW, '/blogs/gems', '', 0);
    view.seen(40);
    view.seen(85);
    view.seen(10);
    expect(sent(view)).toMatchObject({ view: VIEW, path: '/blogs/gems', read: 85 });
  });

  it('counts engaged time while visible, up to the idle limit after each interaction', () => {
    const view = pageView(VIEW, '/', '', 0);
    view.active(5_000);
    view.active(10_000);
    // Away from the keyboard for ten minutes: only the idle limit counts.
    view.active(10_000 + 600_000);
    view.hidden(10_000 + 600_000 + 2_000);
    // Hidden time is not reading.
    view.active(2_000_000);
    view.hidden(2_004_000);
    expect(sent(view).engagedMs).toBe(5_000 + 5_000 + IDLE_AFTER_MS + 2_000 + 4_000);
  });

  it('lists issue pages turned to, and sends each search once', () => {
    const view = pageView(VIEW, '/magazines/1', 'news.example', 0);
    for (const page of [1, 2, 2, 3]) view.tell({ page });
    view.tell({ search: 'sap', results: 9 });
    view.tell({ search: 'sapphire', results: 3 });
    view.tell({ search: 'leopards', results: 0 });
    view.tell({ signedUp: true });
    expect(sent(view)).toMatchObject({
      referrer: 'news.example',
      pages: [1, 2, 3],
      searches: [
        { term: 'sapphire', results: 3 },
        { term: 'leopards', results: 0 },
      ],
      signedUp: true,
    });
    expect(view.beacon()).toBeUndefined();
    view.seen(20);
    expect(sent(view).searches).toEqual([]);
  });
});

describe('referrerHost', () => {
  it('names another site by its host, and the magazine itself not at all', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'serendib.example')).toBe('www.google.com');
    expect(referrerHost('https://serendib.example/blogs', 'serendib.example')).toBe('');
    expect(referrerHost('', 'serendib.example')).toBe('');
  });
});

describe('seenPercent', () => {
  it('is how far down the body the viewport reaches', () => {
    expect(seenPercent(0, 2000, 1000)).toBe(50);
    expect(seenPercent(0, 3000, 1000)).toBeCloseTo(33.33);
    expect(seenPercent(-1500, 2000, 1000)).toBe(100);
    expect(seenPercent(1200, 2000, 1000)).toBe(0);
  });
});
