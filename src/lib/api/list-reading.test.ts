/**
 * fetchBlogs and fetchVlogs read lists page by page: against the real local API (over HTTP, on a
 * temporary database) and against a server that ignores the paging, as an older API would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveTempApi, type ServedApi } from '../../../tests/support/serve-api.ts';
import { generateArticles } from '../../../bench/article-generator.ts';
import { fetchBlogs, fetchVlogs } from './index.ts';

let api: ServedApi | undefined;
let server: Server | undefined;

afterEach(async () => {
  await api?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  api = undefined;
  server = undefined;
});

describe('fetchBlogs', () => {
  it('reads every blog, newest first, in as many pages as it takes', async () => {
    api = await serveTempApi();
    const items = await generateArticles(25);
    await api.db.transaction(async (tx) => {
      for (const item of items) await tx.insertItem(item);
    });
    const blogs = await fetchBlogs({ base: api.apiUrl, perPage: 10 });
    expect(blogs.map((blog) => blog.id)).toEqual(items.map((item) => item.id));
    expect(await fetchVlogs({ base: api.apiUrl, perPage: 10 })).toEqual([]);
  });

  it('reads a list whose length is a whole number of pages', async () => {
    api = await serveTempApi();
    const items = await generateArticles(20);
    await api.db.transaction(async (tx) => {
      for (const item of items) await tx.insertItem(item);
    });
    expect(await fetchBlogs({ base: api.apiUrl, perPage: 10 })).toHaveLength(20);
  });

  it('takes the whole list at once from an API that ignores the paging', async () => {
    const items = await generateArticles(10);
    let hits = 0;
    server = createServer((_request, response) => {
      hits += 1;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(items));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    expect((await fetchBlogs({ base, perPage: 10 })).map((blog) => blog.id)).toEqual(items.map((item) => item.id));
    expect(hits).toBe(2);
    expect(await fetchBlogs({ base, perPage: 4 })).toHaveLength(10);
  });
});
