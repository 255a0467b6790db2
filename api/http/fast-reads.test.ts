import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { fastReads } from './fast-reads.ts';
import { apiRequestListener } from './node-listener.ts';

let magazine: TempMagazine;
const servers: Server[] = [];

async function serveWith(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Status, body and the headers that are not about the connection or the moment. */
async function read(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}

let honoOnly: string;
let withFastReads: string;
let fastOnly: string;
let blogId: string;
let vlogId: string;

beforeAll(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  const app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
  honoOnly = await serveWith(getRequestListener(app.fetch));
  withFastReads = await serveWith(apiRequestListener(app, magazine.db));
  const fast = fastReads(magazine.db);
  // Answers 599 for whatever the fast path leaves to the app.
  fastOnly = await serveWith((request, response) => {
    const answered = fast(request, response) ?? Promise.resolve(false);
    void answered.then((done) => {
      if (!done) response.writeHead(599).end();
    });
  });
  blogId = (await magazine.db.listItems('blog'))[0]?.id ?? '';
  vlogId = (await magazine.db.listItems('vlog'))[0]?.id ?? '';
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await magazine?.cleanup();
});

describe('the fast reads', () => {
  it('take a plain GET of an item or a whole list, and leave everything else to the app', async () => {
    expect(blogId && vlogId).toBeTruthy();
    for (const path of ['/api/blogs', '/api/vlogs', `/api/blogs/${blogId}`, `/api/blogs/${vlogId}`]) {
      expect((await fetch(fastOnly + path)).status, path).toBe(200);
    }
    for (const path of [
      '/api/blogs/no-such-blog',
      '/api/blogs/Not_An_Id',
      '/api/blogs?page=1&perPage=2',
      '/api/blogs/random/category',
      `/api/vlogs/${vlogId}`,
      '/api/issues',
      '/api/health',
    ]) {
      expect((await fetch(fastOnly + path)).status, path).toBe(599);
    }
    expect((await fetch(`${fastOnly}/api/blogs/${blogId}`, { method: 'HEAD' })).status).toBe(599);
    expect((await fetch(`${fastOnly}/api/blogs/${blogId}`, { method: 'DELETE' })).status).toBe(599);
  });

  it('answer exactly what the app answers: status, headers and body', async () => {
    const paths = [
      '/api/blogs',
      '/api/vlogs',
      `/api/blogs/${blogId}`,
      `/api/blogs/${vlogId}`,
      '/api/blogs/no-such-blog',
      '/api/blogs/Not_An_Id',
      '/api/blogs?page=2&perPage=5',
    ];
    for (const path of paths) {
      expect(await read(withFastReads + path), path).toEqual(await read(honoOnly + path));
    }
    const preflight = {
      method: 'OPTIONS',
      headers: { Origin: 'http://x.test', 'Access-Control-Request-Method': 'GET' },
    };
    expect(await read(`${withFastReads}/api/blogs`, preflight)).toEqual(await read(`${honoOnly}/api/blogs`, preflight));
  });

  it('follow writes at once', async () => {
    const [first] = await magazine.db.listItems('blog');
    if (!first) throw new Error('the seed has no blog');
    await read(`${withFastReads}/api/blogs/${first.id}`);
    await magazine.db.deleteItem(first.id);
    await magazine.db.insertItem({ ...first, title: 'A New Title for the Fast Path' });
    expect(JSON.parse((await read(`${withFastReads}/api/blogs/${first.id}`)).body).title).toBe(
      'A New Title for the Fast Path',
    );
  });
});
