import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, getJson, postJson } from './client.ts';

/** A real HTTP server on a free port answers with the statuses given, in order. */
let server: Server | undefined;
async function serve(
  statuses: number[],
): Promise<{ base: string; hits: () => number; contentTypes: () => (string | undefined)[] }> {
  let count = 0;
  const contentTypes: (string | undefined)[] = [];
  server = createServer((request, response) => {
    contentTypes.push(request.headers['content-type']);
    const status = statuses[Math.min(count, statuses.length - 1)] ?? 200;
    count += 1;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? { ok: true } : { error: `status ${status}` }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/api`, hits: () => count, contentTypes: () => contentTypes };
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('getJson', () => {
  it('retries 5xx and 429 answers, then succeeds', async () => {
    const { base, hits } = await serve([503, 429, 200]);
    await expect(getJson('/blogs', { base, baseDelayMs: 1 })).resolves.toEqual({ ok: true });
    expect(hits()).toBe(3);
  });

  it('gives up after three tries, naming the URL and the last answer', async () => {
    const { base, hits } = await serve([500]);
    const error = await getJson('/blogs', { base, baseDelayMs: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`${base}/blogs answered 500: status 500`);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).detail).toBe('status 500');
    expect(hits()).toBe(3);
  });

  it('does not retry a 404', async () => {
    const { base, hits } = await serve([404]);
    await expect(getJson('/blogs/x', { base, baseDelayMs: 1 })).rejects.toThrow('answered 404: status 404');
    expect(hits()).toBe(1);
  });

  it('names the URL when nothing answers', async () => {
    const { base } = await serve([200]);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const error = await getJson('/blogs', { base, baseDelayMs: 1 }).catch((caught: unknown) => caught);
    expect((error as ApiError).message).toMatch(`Could not reach ${base}/blogs`);
    expect((error as ApiError).detail).toBeUndefined();
  });
});

describe('postJson', () => {
  it('sends a body as application/json (the API refuses other types), and no type without a body', async () => {
    const { base, contentTypes } = await serve([200]);
    await expect(postJson('/emails', { email: 'ama@example.com' }, { base })).resolves.toMatchObject({ status: 200 });
    await postJson('/blogs/is-favorited?blogId=x&userId=u', undefined, { base });
    expect(contentTypes()).toEqual(['application/json', undefined]);
  });
});
