/**
 * The storage interface, held to one set of answers on whichever engine the tests run on: SQLite
 * by default, PostgreSQL under `npm run test:postgres` (tests/support/temp-magazine.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredItem } from './db.ts';
import { tinyContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

let magazine: TempMagazine;
beforeEach(async () => {
  magazine = await openTempMagazine();
});
afterEach(() => magazine.cleanup());

const item = (id: string, createdAt: string, category = 'travel', type: 'blog' | 'vlog' = 'blog'): StoredItem => ({
  id,
  type,
  title: id,
  createdAt,
  category,
  categoryName: category,
});

const at = new Date('2026-02-01T10:00:00Z');

describe('content', () => {
  it('orders by the moment of creation whatever the offset', async () => {
    const { db } = magazine;
    await db.insertItem(item('colombo-midnight', '2025-03-02T00:30:00+05:30'));
    await db.insertItem(item('utc-evening', '2025-03-01T20:00:00Z'));
    await db.insertItem(item('later', '2025-03-02T12:00:00Z'));
    await db.insertItem(item('a-vlog', '2026-01-01T00:00:00Z', 'travel', 'vlog'));
    // 00:30 in Colombo is 19:00 UTC the day before, so it is older than 20:00 UTC.
    expect((await db.listItems('blog')).map((row) => row.id)).toEqual(['later', 'utc-evening', 'colombo-midnight']);
    expect((await db.listItems('vlog')).map((row) => row.id)).toEqual(['a-vlog']);
    expect((await db.listItems('blog', { limit: 1, offset: 1 })).map((row) => row.id)).toEqual(['utc-evening']);
  });

  it('breaks ties of time by id, byte by byte', async () => {
    for (const id of ['b-2', 'b1', 'a-z', 'a0']) await magazine.db.insertItem(item(id, '2025-01-01T00:00:00Z'));
    expect((await magazine.db.listItems('blog')).map((row) => row.id)).toEqual(['a-z', 'a0', 'b-2', 'b1']);
  });

  it('deletes one item by id', async () => {
    const { db } = magazine;
    await db.insertItem(item('gone', '2025-01-01T00:00:00Z'));
    await db.insertItem(item('kept', '2025-01-02T00:00:00Z'));
    expect(await db.deleteItem('gone')).toBe(true);
    expect(await db.deleteItem('gone')).toBe(false);
    expect((await db.listItems('blog')).map((stored) => stored.id)).toEqual(['kept']);
  });

  it('rolls a failed transaction back completely', async () => {
    const { db } = magazine;
    await expect(
      db.transaction(async (tx) => {
        await tx.insertItem(item('kept-out', '2025-01-01T00:00:00Z'));
        await tx.insertItem(item('kept-out', '2025-01-01T00:00:00Z'));
      }),
    ).rejects.toThrow(/UNIQUE|duplicate key/);
    expect(await db.counts()).toEqual({ items: 0, issues: 0 });
    expect(await db.listItemsJson('blog')).toEqual(Buffer.from('[]'));
  });

  it('picks one blog per category and never a vlog', async () => {
    const { db } = magazine;
    await db.insertItem(item('t1', '2025-01-01T00:00:00Z', 'travel'));
    await db.insertItem(item('t2', '2025-01-02T00:00:00Z', 'travel'));
    await db.insertItem(item('g1', '2025-01-03T00:00:00Z', 'gems'));
    await db.insertItem(item('v1', '2025-01-04T00:00:00Z', 'sports', 'vlog'));
    const picks = await db.randomBlogPerCategory();
    expect(picks.map((row) => row.category)).toEqual(['gems', 'travel']);
    expect(['t1', 't2']).toContain(picks[1]?.id);
  });

  it('finds the latest issue by date, not by id', async () => {
    const { db } = magazine;
    await db.insertIssue({ id: '2', title: 'Older', createdAt: '2025-01-01T00:00:00Z' });
    await db.insertIssue({ id: '1', title: 'Newer', createdAt: '2025-06-01T00:00:00Z' });
    expect((await db.latestIssue())?.title).toBe('Newer');
    expect((await db.listIssues()).map((issue) => issue.id)).toEqual(['1', '2']);
    expect((await db.findIssue(2))?.title).toBe('Older');
    expect(await db.findIssue(3)).toBeUndefined();
  });
});

describe('serialized answers', () => {
  it('are the JSON c.json would send for the same rows', async () => {
    const { db } = magazine;
    await db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    await db.insertItem(item('b', '2025-02-01T00:00:00Z', 'art', 'vlog'));
    expect((await db.listItemsJson('blog')).toString()).toBe(JSON.stringify(await db.listItems('blog')));
    const vlog = await db.findItemJson('b');
    expect(vlog?.type).toBe('vlog');
    expect(vlog?.json.toString()).toBe(JSON.stringify(await db.findItem('b')));
    expect(await db.findItemJson('missing')).toBeUndefined();
  });

  it('follow writes, in a transaction or not', async () => {
    const { db } = magazine;
    await db.insertItem(item('a', '2025-01-01T00:00:00Z'));
    expect(JSON.parse((await db.listItemsJson('blog')).toString())).toHaveLength(1);
    await db.transaction((tx) => tx.insertItem(item('b', '2025-02-01T00:00:00Z')));
    expect(JSON.parse((await db.listItemsJson('blog')).toString())).toHaveLength(2);
    await db.deleteItem('a');
    expect(await db.findItemJson('a')).toBeUndefined();
    await db.transaction((tx) => tx.deleteAll());
    expect((await db.listItemsJson('blog')).toString()).toBe('[]');
  });
});

describe('subscribers', () => {
  it('adds an address once and says whether it was new', async () => {
    const { subscribers } = magazine.db;
    expect(await subscribers.add('reader@example.com', at)).toBe(true);
    expect(await subscribers.add('reader@example.com', at)).toBe(false);
    expect(await subscribers.list()).toEqual([{ email: 'reader@example.com', createdAt: at.toISOString() }]);
  });

  it('keeps one row when a second storage on the same database adds the same address at once', async () => {
    const other = await magazine.openAnother();
    try {
      const answers = await Promise.all([
        magazine.db.subscribers.add('same@example.com', at),
        other.subscribers.add('same@example.com', at),
        magazine.db.subscribers.add('same@example.com', at),
        other.subscribers.add('same@example.com', at),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
    } finally {
      await other.close();
    }
    expect(await magazine.db.subscribers.list()).toHaveLength(1);
  });

  it('adds many addresses sent at once, each new one once, and says which were new', async () => {
    const { subscribers } = magazine.db;
    await subscribers.add('known@example.com', at);
    const addresses = ['a@example.com', 'known@example.com', 'b@example.com', 'a@example.com', 'c@example.com'];
    const answers = await Promise.all(addresses.map((email) => subscribers.add(email, at)));
    expect(answers).toEqual([true, false, true, false, true]);
    expect((await subscribers.list()).map((row) => row.email).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'known@example.com',
    ]);
  });

  it('adds within a client’s limit: the hits of one client sent at once are counted in order', async () => {
    const { subscribers } = magazine.db;
    const hit = (key: string) => ({ scope: 'newsletter', key, max: 2, windowMs: 60_000, atMs: 1_000 });
    await subscribers.add('known@example.com', at);
    const outcomes = await Promise.all([
      subscribers.addWithinLimit(hit('1.1.1.1'), 'first@example.com', at),
      subscribers.addWithinLimit(hit('2.2.2.2'), 'known@example.com', at),
      subscribers.addWithinLimit(hit('1.1.1.1'), 'first@example.com', at),
      subscribers.addWithinLimit(hit('1.1.1.1'), 'refused@example.com', at),
      subscribers.addWithinLimit(hit('2.2.2.2'), 'second@example.com', at),
    ]);
    expect(outcomes).toEqual([
      { allowed: true, added: true },
      { allowed: true, added: false },
      { allowed: true, added: false },
      { allowed: false, retryAfterS: 60 },
      { allowed: true, added: true },
    ]);
    expect((await subscribers.list()).map((row) => row.email).sort()).toEqual([
      'first@example.com',
      'known@example.com',
      'second@example.com',
    ]);
    // The limit is the one the other routes count with.
    expect(await magazine.db.rateLimits.hit('newsletter', '2.2.2.2', 2, 60_000, 1_000)).toEqual({
      allowed: false,
      retryAfterS: 60,
    });
  });

  it('survive a reset of the content, as do recorded mails', async () => {
    const { db } = magazine;
    await db.subscribers.add('kept@example.com', at);
    await db.mails.record({
      serviceId: 's',
      templateId: 't',
      to: 'x@example.com',
      params: { a: '1' },
      receivedAt: at.toISOString(),
    });
    // What `npm run api:reset` does to the database (api/seed/seed.ts, reset), without drawing images.
    await storeWithoutImages(db, tinyContent);
    await db.transaction((tx) => tx.deleteAll());
    expect(await db.counts()).toEqual({ items: 0, issues: 0 });
    expect((await db.subscribers.list()).map((row) => row.email)).toEqual(['kept@example.com']);
    expect(await db.mails.list()).toEqual([
      { id: 1, serviceId: 's', templateId: 't', to: 'x@example.com', params: { a: '1' }, receivedAt: at.toISOString() },
    ]);
  });
});

describe('readers’ lists', () => {
  it('toggles favourites per user and lists them newest first', async () => {
    const store = magazine.db.personal;
    expect(await store.toggleFavourite('alice', 'a', 1000)).toBe(true);
    expect(await store.toggleFavourite('alice', 'b', 3000)).toBe(true);
    expect(await store.toggleFavourite('bob', 'a', 2000)).toBe(true);
    expect(await store.isFavourite('alice', 'a')).toBe(true);
    expect(await store.listFavourites('alice')).toEqual([
      { itemId: 'b', createdMs: 3000 },
      { itemId: 'a', createdMs: 1000 },
    ]);
    expect(await store.toggleFavourite('alice', 'a', 4000)).toBe(false);
    expect(await store.isFavourite('alice', 'a')).toBe(false);
    expect(await store.isFavourite('bob', 'a')).toBe(true);
  });

  it('toggles once per click when two clicks arrive together', async () => {
    const store = magazine.db.personal;
    const answers = await Promise.all([
      store.toggleFavourite('alice', 'a', 1000),
      store.toggleFavourite('alice', 'a', 1001),
    ]);
    expect(answers.sort()).toEqual([false, true]);
    expect(await store.listFavourites('alice')).toEqual([]);
  });

  it('keeps saved issues and saved vlogs apart, even with the same id', async () => {
    const store = magazine.db.personal;
    expect(await store.toggleSaved('alice', 'issues', '1', 1000)).toBe(true);
    expect(await store.toggleSaved('alice', 'vlogs', '1', 2000)).toBe(true);
    expect(await store.isSaved('alice', 'issues', '1')).toBe(true);
    expect(await store.toggleSaved('alice', 'issues', '1', 3000)).toBe(false);
    expect(await store.isSaved('alice', 'vlogs', '1')).toBe(true);
    expect(await store.listSaved('alice')).toEqual([{ contentType: 'vlogs', contentId: '1', createdMs: 2000 }]);
  });

  it('keeps one page per reader and issue, the latest write winning, and lists the latest first', async () => {
    const { progress } = magazine.db.personal;
    expect(await progress.record('alice', '1', 4, 1000)).toEqual({ issueId: '1', page: 4, updatedMs: 1000 });
    expect(await progress.record('alice', '2', 9, 2000)).toEqual({ issueId: '2', page: 9, updatedMs: 2000 });
    expect(await progress.record('alice', '1', 12, 3000)).toEqual({ issueId: '1', page: 12, updatedMs: 3000 });
    expect(await progress.record('bob', '1', 2, 1500)).toEqual({ issueId: '1', page: 2, updatedMs: 1500 });
    // An older write that arrives late changes nothing.
    expect(await progress.record('alice', '1', 3, 2500)).toEqual({ issueId: '1', page: 12, updatedMs: 3000 });
    expect(await progress.list('alice')).toEqual([
      { issueId: '1', page: 12, updatedMs: 3000 },
      { issueId: '2', page: 9, updatedMs: 2000 },
    ]);
    expect(await progress.list('bob')).toEqual([{ issueId: '1', page: 2, updatedMs: 1500 }]);
  });

  it('forgets an issue for every reader when the content side deletes it', async () => {
    const { db } = magazine;
    await db.personal.progress.record('alice', '1', 12, 3000);
    await db.personal.progress.record('bob', '1', 3, 3000);
    await db.personal.progress.record('alice', '2', 5, 3000);
    await db.personal.toggleSaved('alice', 'issues', '1', 3000);
    await db.transaction((tx) => tx.readerLists.forgetIssue('1'));
    expect(await db.personal.progress.list('alice')).toEqual([{ issueId: '2', page: 5, updatedMs: 3000 }]);
    expect(await db.personal.progress.list('bob')).toEqual([]);
    expect(await db.personal.listSaved('alice')).toEqual([]);
  });
});

describe('request limits', () => {
  it('counts hits per scope and key in a sliding window, and says when to come back', async () => {
    const { rateLimits } = magazine.db;
    const hit = (key: string, ms: number, scope = 'newsletter') => rateLimits.hit(scope, key, 2, 60_000, ms);
    expect(await hit('1.2.3.4', 0)).toEqual({ allowed: true });
    expect(await hit('1.2.3.4', 10_000)).toEqual({ allowed: true });
    expect(await hit('1.2.3.4', 20_000)).toEqual({ allowed: false, retryAfterS: 40 });
    expect(await hit('5.6.7.8', 20_000)).toEqual({ allowed: true });
    expect(await hit('1.2.3.4', 20_000, 'account-signup')).toEqual({ allowed: true });
    expect(await hit('1.2.3.4', 60_000)).toEqual({ allowed: true });
  });

  it('counts hits that arrive at once one after another, in the order they came', async () => {
    const { rateLimits } = magazine.db;
    const keys = ['even', 'odd', 'even', 'odd', 'even', 'odd', 'even', 'odd'];
    const verdicts = await Promise.all(keys.map((key) => rateLimits.hit('newsletter', key, 3, 60_000, 1_000)));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true, true, false, false]);
    expect(verdicts[6]).toEqual({ allowed: false, retryAfterS: 60 });
  });

  it('takes two instances’ hits on the same clients at once, in opposite orders, without a failure', async () => {
    const other = await magazine.openAnother();
    try {
      const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
      const hitAll = (store: typeof other, order: string[]) =>
        Promise.all([...order, ...order].map((key) => store.rateLimits.hit('newsletter', key, 3, 60_000, 1_000)));
      const [first, second] = await Promise.all([hitAll(magazine.db, keys), hitAll(other, [...keys].reverse())]);
      const allowed = [...first, ...second].filter((verdict) => verdict.allowed).length;
      // Each key was hit four times: PostgreSQL counts both instances together, SQLite each alone.
      expect(allowed).toBe(magazine.db.engine === 'postgres' ? keys.length * 3 : keys.length * 4);
    } finally {
      await other.close();
    }
  });
});
