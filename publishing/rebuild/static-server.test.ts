import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listBuilds, switchLive } from './live-link.ts';
import { createStaticServer, resolveFile } from './static-server.ts';
import { makeLayer } from '../site-build/layered-build.ts';

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
  writeFileSync(join(root, '_headers'), '/*\n  Referrer-Policy: no-referrer\n/blogs\n  X-Frame-Options: DENY\n');
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

  it("sends the headers of the build's _headers file, as a static host would", async () => {
    const blogs = await fetch(`${base}/blogs`);
    expect(blogs.headers.get('referrer-policy')).toBe('no-referrer');
    expect(blogs.headers.get('x-frame-options')).toBe('DENY');
    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.headers.get('referrer-policy')).toBe('no-referrer');
    expect(missing.headers.get('x-frame-options')).toBeNull();
  });

  it('answers the _headers file and hidden files with the 404 page, as hosts do', async () => {
    writeFileSync(join(root, '.hidden'), 'not for readers');
    for (const path of ['/_headers', '/%5Fheaders', '/blogs/../_headers', '/.hidden']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('<h1>missing</h1>');
    }
    // Still read for the headers it gives every answer.
    expect((await fetch(`${base}/_headers`)).headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('never leaves its root', async () => {
    expect(await resolveFile(root, '/../outside-secret.txt')).toBeUndefined();
    expect(await resolveFile(root, '/%2e%2e/outside-secret.txt')).toBeUndefined();
    expect(await resolveFile(root, '/%00')).toBeUndefined();
    expect(await resolveFile(root, '/%E0%A4%A')).toBeUndefined();
  });

  it('lets go of the file when a reader leaves mid-file', async () => {
    const file = join(await realpath(root), 'large.bin');
    writeFileSync(file, Buffer.alloc(8 * 1024 * 1024, 1));
    // Linux lists a process's open files in /proc/self/fd.
    const isOpen = () =>
      readdirSync('/proc/self/fd').some((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === file;
        } catch {
          return false;
        }
      });
    await new Promise<void>((resolveLeft, reject) => {
      const request = get(`${base}/large.bin`, (response) => {
        response.once('data', () => {
          expect(isOpen()).toBe(true);
          request.destroy();
          resolveLeft();
        });
      });
      request.once('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    // The server closes the file when it notices the reader has gone: soon, but on a busy machine
    // not always within a few seconds.
    await vi.waitFor(() => expect(isOpen()).toBe(false), { timeout: 15_000 });
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the static server over a live link that switches between builds', () => {
  const SIZES = { a: 1_000_000, b: 1_500_000 } as const;
  let work: string;
  let liveLink: string;
  let liveServer: Server;
  let liveBase: string;

  /** A build whose home page is one letter repeated: any mixing of builds shows in the body. */
  function makeBuild(letter: keyof typeof SIZES): string {
    const dir = join(work, 'builds', letter);
    mkdirSync(join(dir, '_astro'), { recursive: true });
    const head = '<!doctype html><html><body>';
    const tail = '</body></html>';
    writeFileSync(join(dir, 'index.html'), head + letter.repeat(SIZES[letter] - head.length - tail.length) + tail);
    writeFileSync(join(dir, '_astro', `page.${letter}.js`), `export const build = '${letter}';`);
    return dir;
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'static-server-live-'));
    liveLink = join(work, 'live');
    await switchLive(liveLink, makeBuild('a'));
    makeBuild('b');
    liveServer = createStaticServer(() => realpath(liveLink), {
      previousRoots: () => listBuilds(join(work, 'builds')),
    });
    await new Promise<void>((resolve) => liveServer.listen(0, '127.0.0.1', resolve));
    liveBase = `http://127.0.0.1:${(liveServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => liveServer.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('answers every request with one whole build while the link switches', async () => {
    let switching = true;
    const switches = (async () => {
      let count = 0;
      while (switching) {
        await switchLive(liveLink, join(work, 'builds', count % 2 ? 'a' : 'b'));
        count += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return count;
    })();
    const seen = { a: 0, b: 0 };
    const failures: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        Array.from({ length: 8 }, async (_, index) => {
          // Half plain, half gzipped (fetch unzips; Content-Length then counts the gzipped bytes).
          const plain = index % 2 === 0;
          const response = await fetch(`${liveBase}/`, { headers: { 'Accept-Encoding': plain ? 'identity' : 'gzip' } });
          const body = await response.text();
          const letter = /^<!doctype html><html><body>(a+|b+)<\/body><\/html>$/.exec(body)?.[1]?.charAt(0) as
            keyof typeof SIZES | undefined;
          const whole =
            response.status === 200 &&
            letter !== undefined &&
            body.length === SIZES[letter] &&
            (!plain || Number(response.headers.get('content-length')) === body.length);
          if (whole && letter) seen[letter] += 1;
          else
            failures.push(`status ${response.status}, ${body.length} bytes: ${body.slice(27, 30)}…${body.slice(-20)}`);
        }),
      );
    }
    switching = false;
    const switched = await switches;
    expect(failures).toEqual([]);
    expect(switched).toBeGreaterThan(10);
    // Both builds were served, so requests really did meet switches.
    expect(seen.a).toBeGreaterThan(0);
    expect(seen.b).toBeGreaterThan(0);
    // 160 reads of 1 to 1.5 MB, half of them gzipped: a minute or more of work on a busy machine.
  }, 180_000);

  it("still serves the previous build's hashed assets to pages loaded before a switch", async () => {
    await switchLive(liveLink, join(work, 'builds', 'b'));
    const previous = await fetch(`${liveBase}/_astro/page.a.js`);
    expect(previous.status).toBe(200);
    expect(await previous.text()).toBe("export const build = 'a';");
    // Only hashed assets: pages always come from the live build.
    expect((await fetch(`${liveBase}/_astro/page.zzz.js`)).status).toBe(404);
  });

  it('answers 503, without crashing, while there is no live build', async () => {
    const empty = createStaticServer(() => realpath(join(work, 'no-such-link')));
    await new Promise<void>((resolve) => empty.listen(0, '127.0.0.1', resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await fetch(`http://127.0.0.1:${(empty.address() as AddressInfo).port}/`);
      expect(response.status).toBe(503);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-link'));
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => empty.close(resolve));
    }
  });
});

describe('the static server over a live link that switches to a layer', () => {
  let work: string;
  let liveLink: string;
  let layerServer: Server;
  let layerBase: string;
  const put = (dir: string, path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'static-server-layer-'));
    liveLink = join(work, 'live');
    const whole = join(work, 'builds', 'whole');
    put(whole, 'index.html', 'home 1');
    put(whole, 'blogs/index.html', 'blogs 1');
    put(whole, 'blogs/gone/index.html', 'gone 1');
    put(whole, '404.html', 'missing');
    put(whole, '_astro/page.whole.js', 'whole');
    put(whole, '_headers', '/*\n  Referrer-Policy: no-referrer\n');
    const staging = join(work, 'builds', '.staging');
    put(staging, 'index.html', 'home 2');
    put(staging, 'blogs/new/index.html', 'new 2');
    put(staging, '_astro/page.layer.js', 'layer');
    await makeLayer(staging, whole, { gone: ['blogs/gone/index.html'] });
    renameSync(staging, join(work, 'builds', 'layer'));
    await switchLive(liveLink, whole);
    layerServer = createStaticServer(() => realpath(liveLink), {
      previousRoots: () => listBuilds(join(work, 'builds')),
    });
    await new Promise<void>((resolve) => layerServer.listen(0, '127.0.0.1', resolve));
    layerBase = `http://127.0.0.1:${(layerServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => layerServer.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await fetch(layerBase + path);
    return `${response.status} ${await response.text()}`;
  };

  it('serves what the layer rendered, the rest from the build beneath, and not what it removed', async () => {
    // The tests run in any order: the one that switches back and forth may leave the layer live.
    await switchLive(liveLink, join(work, 'builds', 'whole'));
    expect(await page('/blogs/gone')).toBe('200 gone 1');
    await switchLive(liveLink, join(work, 'builds', 'layer'));
    expect(await page('/')).toBe('200 home 2');
    expect(await page('/blogs/new')).toBe('200 new 2');
    expect(await page('/blogs')).toBe('200 blogs 1');
    expect(await page('/blogs/gone')).toBe('404 missing');
    expect(await page('/_astro/page.whole.js')).toBe('200 whole');
    expect(await page('/.layer.json')).toBe('404 missing');
    expect((await fetch(`${layerBase}/blogs/new`)).headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers every request from one build while the link switches between a build and a layer over it', async () => {
    let switching = true;
    const switches = (async () => {
      for (let count = 0; switching; count += 1) {
        await switchLive(liveLink, join(work, 'builds', count % 2 ? 'whole' : 'layer'));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const seen = new Set<string>();
    for (let round = 0; round < 40; round += 1) {
      const answers = await Promise.all(['/', '/blogs/new', '/blogs/gone', '/blogs'].map(page));
      for (const answer of answers) seen.add(answer);
    }
    switching = false;
    await switches;
    expect([...seen].sort()).toEqual([
      '200 blogs 1',
      '200 gone 1',
      '200 home 1',
      '200 home 2',
      '200 new 2',
      '404 missing',
    ]);
  });
});
