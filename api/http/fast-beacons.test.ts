import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../app.ts';
import { CHROME_UA } from '../../tests/support/readership-app.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { fastBeacons } from './fast-beacons.ts';
import { apiRequestListener } from './node-listener.ts';

let magazine: TempMagazine;
let api: Api;
const servers: Server[] = [];
let honoOnly: string;
let withFastBeacons: string;
let fastOnly: string;
let views = 0;

async function serveWith(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Status, body and the headers that are not about the connection or the moment. */
async function send(origin: string, body: string | object, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/api/readership/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME_UA, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const kept = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
  );
  return { status: response.status, headers: kept, body: await response.text() };
}

const newView = () => ({ view: `fastview${String((views += 1)).padStart(8, '0')}`, path: '/' });

beforeAll(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  api = createApi({ db: magazine.db, mediaDir: magazine.mediaDir, beaconLimitPerMinute: 12 });
  honoOnly = await serveWith(getRequestListener(api.app.fetch));
  withFastBeacons = await serveWith(apiRequestListener(api.app, magazine.db, api));
  const fast = fastBeacons(api.takeBeacon, api.trustProxy);
  // Answers 599 for whatever the fast path leaves to the app.
  fastOnly = await serveWith((request, response) => {
    const answered = fast(request, response) ?? Promise.resolve(false);
    void answered.then((done) => {
      if (!done) response.writeHead(599).end();
    });
  });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await magazine?.cleanup();
});

describe('beacons answered straight from node:http', () => {
  it('answer as the app does, share its limit, and count what they take', async () => {
    const cases: [string | object, Record<string, string>?][] = [
      ['not json'],
      [{ view: 'x', path: '/' }],
      [{ ...newView(), path: '/no-such-page' }],
      [newView(), { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
      [newView(), { dnt: '1' }],
      ['x'.repeat(5000)],
    ];
    for (const [body, headers] of cases) {
      const label = JSON.stringify([body, headers]).slice(0, 60);
      expect(await send(withFastBeacons, body, headers), label).toEqual(await send(honoOnly, body, headers));
    }
    const counted = await send(withFastBeacons, newView());
    expect(counted).toEqual(await send(honoOnly, newView()));
    expect(counted).toMatchObject({ status: 204, body: '' });
    // Twelve beacons so far from one address (the one too large never reaches the limit), six over
    // each path: the limit of 12 a minute is one limit.
    const refused = await send(withFastBeacons, newView());
    expect(refused).toEqual(await send(honoOnly, newView()));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // The fast path takes a beacon with its length; a longer body it leaves to the app.
    expect((await send(fastOnly, newView())).status).toBe(429);
    expect((await send(fastOnly, 'x'.repeat(5000))).status).toBe(599);
    await magazine.db.readership.flush();
    const today = new Date().toISOString().slice(0, 10);
    await magazine.db.readership.rollUp(today, false);
    expect((await magazine.db.readership.rows(today, today, 10)).daily[0]?.views).toBe(2);
  });
});
