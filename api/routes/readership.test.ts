/**
 * The beacon route and the desk's report, on a real database of the tests' engine (SQLite, or
 * PostgreSQL under `npm run test:postgres`): what is counted, and what is refused or clamped.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MagazineStorage } from '../storage/storage.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import {
  CHROME_UA,
  newViewId as newView,
  readershipApp,
  readershipReport as report,
  sendBeacon as beacon,
  todayOf as today,
} from '../../tests/support/readership-app.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { BEACON_ANSWERS } from './readership.ts';

let magazine: TempMagazine;
let now: number;

const appOn = (db: MagazineStorage, limitPerMinute?: number) => readershipApp(db, () => now, limitPerMinute);

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  now = Date.parse('2026-11-20T10:00:00Z');
});

afterEach(() => magazine.cleanup());

describe('counting', () => {
  it('counts an article view with its referrer, read-through and engaged time', async () => {
    const app = appOn(magazine.db);
    const sent = await beacon(app, {
      view: newView(),
      path: '/blogs/tea-country-mornings/',
      referrer: 'News.Example.com',
      read: 95,
      engagedMs: 42_000,
    });
    expect(sent.status).toBe(204);
    const figures = await report(app);
    expect(today(figures)).toEqual({ days: 1, views: 1, readers: 1 });
    expect(figures.pages).toEqual([
      {
        path: '/blogs/tea-country-mornings',
        views: 1,
        readers: 1,
        readPercent: 95,
        readToEndPercent: 100,
        engagedS: 42,
        signUps: 0,
      },
    ]);
    expect(figures.referrers).toEqual([{ host: 'news.example.com', views: 1 }]);
    expect(figures.daily.at(-1)).toEqual({ day: '2026-11-20', views: 1, readers: 1 });
    expect(figures.daily).toHaveLength(7);
  });

  it('keeps the higher figures of a view sent again, and counts it once', async () => {
    const app = appOn(magazine.db);
    const view = newView();
    await beacon(app, { view, path: '/blogs/tea-country-mornings', read: 40, engagedMs: 10_000 });
    await beacon(app, { view, path: '/blogs/tea-country-mornings', read: 80, engagedMs: 25_000 });
    await beacon(app, { view, path: '/blogs/tea-country-mornings', read: 20, engagedMs: 5_000 });
    const [page] = (await report(app)).pages;
    expect(page).toMatchObject({ views: 1, readPercent: 80, engagedS: 25 });
  });

  it('counts a reader once a day, by IP and browser together', async () => {
    const app = appOn(magazine.db);
    await beacon(app, { view: newView(), path: '/' });
    await beacon(app, { view: newView(), path: '/blogs' });
    await beacon(app, { view: newView(), path: '/' }, { ip: '198.51.100.1' });
    await beacon(app, { view: newView(), path: '/' }, { ua: `${CHROME_UA} Edg/140.0` });
    expect(today(await report(app))).toEqual({ days: 1, views: 4, readers: 3 });
  });

  it('counts issues with the page each reader stopped at, and searches that found nothing', async () => {
    const app = appOn(magazine.db);
    await beacon(app, { view: newView(), path: '/magazines/1', pages: [1, 1] });
    await beacon(app, { view: newView(), path: '/magazines/1/page/1' });
    await beacon(app, {
      view: newView(),
      path: '/search',
      searches: [
        { term: 'Sapphires', results: 3 },
        { term: ' Leopard safari ', results: 0 },
      ],
    });
    await beacon(app, { view: newView(), path: '/search', searches: [{ term: 'leopard safari', results: 0 }] });
    const figures = await report(app);
    expect(figures.issues).toEqual([{ path: '/magazines/1', views: 2, stops: [{ page: 1, views: 2 }] }]);
    expect(figures.searchesWithoutResults).toEqual([{ term: 'leopard safari', searches: 2 }]);
  });

  it('counts newsletter sign-ups by the page they came from', async () => {
    const app = appOn(magazine.db);
    await beacon(app, { view: newView(), path: '/newsletter', signedUp: true });
    await beacon(app, { view: newView(), path: '/blogs/tea-country-mornings', signedUp: true });
    await beacon(app, { view: newView(), path: '/blogs/tea-country-mornings' });
    expect((await report(app)).signUps).toEqual([
      { path: '/blogs/tea-country-mornings', signUps: 1 },
      { path: '/newsletter', signUps: 1 },
    ]);
  });
});

describe('bad input', () => {
  it('refuses paths that are no page of the magazine, and counts nothing', async () => {
    const app = appOn(magazine.db);
    for (const path of ['/blogs/no-such-story', '/vlogs/tea-country-mornings', '/magazines/99', '/wp-admin', '/desk']) {
      const response = await beacon(app, { view: newView(), path });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: BEACON_ANSWERS.unknownPage });
    }
    expect(today(await report(app))).toEqual({ days: 1, views: 0, readers: 0 });
  });

  it('refuses a body that is not a beacon', async () => {
    const app = appOn(magazine.db);
    for (const body of [
      'not json',
      '[]',
      { path: '/' },
      { view: 'short', path: '/' },
      { view: newView(), path: 'x' },
    ]) {
      const response = await beacon(app, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(BEACON_ANSWERS.invalid);
    }
    const large = await beacon(app, { view: newView(), path: '/', padding: 'x'.repeat(5000) });
    expect(large.status).toBe(413);
  });

  it('clamps absurd figures', async () => {
    const app = appOn(magazine.db);
    const searches = Array.from({ length: 8 }, (_, index) => ({ term: `term ${index}`, results: 0 }));
    await beacon(app, { view: newView(), path: '/', read: 5000, engagedMs: 9e15, referrer: '<script>', searches });
    const [page] = (await report(app)).pages;
    expect(page).toMatchObject({ readPercent: 100, engagedS: 30 * 60 });
    expect((await report(app)).referrers).toEqual([]);
    // The last five searches of one view are kept.
    expect((await report(app)).searchesWithoutResults.map((search) => search.term).sort()).toEqual([
      'term 3',
      'term 4',
      'term 5',
      'term 6',
      'term 7',
    ]);
  });

  it('counts no bot and no reader who asks not to be tracked', async () => {
    const app = appOn(magazine.db);
    const view = { view: newView(), path: '/' };
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon(app, view, { ua: googlebot })).status).toBe(204);
    expect((await beacon(app, view, { ua: '' })).status).toBe(204);
    expect((await beacon(app, view, { headers: { dnt: '1' } })).status).toBe(204);
    expect((await beacon(app, view, { headers: { 'sec-gpc': '1' } })).status).toBe(204);
    expect(today(await report(app))).toEqual({ days: 1, views: 0, readers: 0 });
  });

  it('limits a flood from one client', async () => {
    const app = appOn(magazine.db, 3);
    const statuses = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await beacon(app, { view: newView(), path: '/' })).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await beacon(app, { view: newView(), path: '/' }, { ip: '198.51.100.9' })).status).toBe(204);
  });
});
