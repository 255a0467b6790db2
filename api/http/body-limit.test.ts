/** The body limit over a real socket, where the node adapter's requests take the limit's fast way. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';
import { apiRequestListener } from './node-listener.ts';

let magazine: TempMagazine;
let server: Server;
let origin: string;

beforeAll(async () => {
  magazine = await openTempMagazine();
  const app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
  server = createServer(apiRequestListener(app, magazine.db));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await magazine?.cleanup();
});

/** A body sent in chunks, without a length: the limit must count it as it comes. */
function chunked(text: string): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  const bytes = new TextEncoder().encode(text);
  const size = 64 * 1024;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + size));
      offset += size;
    },
  });
  return { body, duplex: 'half' };
}

const signUp = (init: RequestInit & { duplex?: 'half' }) =>
  fetch(`${origin}/api/emails`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, ...init });

const oversized = JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(MAX_BODY_BYTES) });

describe('the body limit over HTTP/1.1', () => {
  it('refuses an oversized body by its declared length, and one sent in chunks as it is read', async () => {
    for (const init of [{ body: oversized }, chunked(oversized)]) {
      const response = await signUp(init);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'The body is larger than 1 MB' });
    }
    // The file's database also holds what the other test signs up, whichever ran first.
    expect((await magazine.db.subscribers.list()).map((row) => row.email)).not.toContain('big@example.com');
  });

  it('takes a small body with its length, and one sent in chunks', async () => {
    expect((await signUp({ body: JSON.stringify({ email: 'one@example.com' }) })).status).toBe(201);
    expect((await signUp(chunked(JSON.stringify({ email: 'two@example.com' })))).status).toBe(201);
    expect((await magazine.db.subscribers.list()).map((row) => row.email).sort()).toEqual([
      'one@example.com',
      'two@example.com',
    ]);
  });
});
