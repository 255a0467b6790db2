import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, resolveFile } from './static-server.ts';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'blogs'));
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'blogs', 'index.html'), '<h1>blogs</h1>');
  writeFileSync(join(root, '404.html'), '<h1>missing</h1>');
  writeFileSync(join(root, '_astro', 'app.abc.js'), 'export {}');
  writeFileSync(join(tmpdir(), 'outside-secret.txt'), 'secret');
  server = createStaticServer(() => root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves clean URLs with and without a trailing slash', async () => {
    for (const path of ['/blogs', '/blogs/', '/blogs/index.html']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<h1>blogs</h1>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${base}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>missing</h1>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${base}/_astro/app.abc.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('gzips text for clients that accept it, and only for them', async () => {
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(base + path, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const zipped = await raw('/_astro/app.abc.js', { 'Accept-Encoding': 'br, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).toString()).toBe('export {}');
    const plain = await raw('/_astro/app.abc.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('export {}');
  });

  it('never leaves its root', async () => {
    expect(await resolveFile(root, '/../outside-secret.txt')).toBeUndefined();
    expect(await resolveFile(root, '/%2e%2e/outside-secret.txt')).toBeUndefined();
    expect(await resolveFile(root, '/%00')).toBeUndefined();
    expect(await resolveFile(root, '/%E0%A4%A')).toBeUndefined();
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
