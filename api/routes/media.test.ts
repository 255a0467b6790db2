import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openTempMagazine } from '../../tests/support/temp-magazine.ts';
import type { TempMagazine } from '../../tests/support/temp-magazine.ts';

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;
const webpBytes = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake image bytes', 'latin1');

beforeEach(async () => {
  magazine = await openTempMagazine();
  mkdirSync(join(magazine.mediaDir, 'blogs', 'tea'), { recursive: true });
  writeFileSync(join(magazine.mediaDir, 'blogs', 'tea', '1-1600x1000.webp'), webpBytes);
  writeFileSync(join(magazine.mediaDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(magazine.mediaDir, 'cover.avif'), 'avif');
  // A secret beside the media directory that no URL may reach.
  writeFileSync(join(magazine.dir, 'secret.webp'), 'secret');
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
});

afterEach(() => magazine.cleanup());

describe('GET /media/*', () => {
  it('streams a file with its content type and long-lived caching', async () => {
    const response = await app.request('/media/blogs/tea/1-1600x1000.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(webpBytes.length));
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(webpBytes);
  });

  it('names SVG and AVIF correctly and locks SVG down', async () => {
    const svg = await app.request('/media/logo.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    await svg.body?.cancel();
    const avif = await app.request('/media/cover.avif');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(await avif.text()).toBe('avif');
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since', async () => {
    const first = await app.request('/media/blogs/tea/1-1600x1000.webp');
    await first.body?.cancel();
    const etag = first.headers.get('etag') ?? '';
    const byTag = await app.request('/media/blogs/tea/1-1600x1000.webp', { headers: { 'If-None-Match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    const byDate = await app.request('/media/blogs/tea/1-1600x1000.webp', {
      headers: { 'If-Modified-Since': first.headers.get('last-modified') ?? '' },
    });
    expect(byDate.status).toBe(304);
    const stale = await app.request('/media/blogs/tea/1-1600x1000.webp', { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
  });

  it('answers HEAD without a body', async () => {
    const response = await app.request('/media/blogs/tea/1-1600x1000.webp', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await response.text()).toBe('');
  });

  it('answers 404 JSON for a missing file or a folder', async () => {
    for (const path of ['/media/blogs/tea/9-1600x1000.webp', '/media/blogs/tea', '/media/nothing/here.webp']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it.each([
    '/media/..%2fsecret.webp',
    '/media/%2e%2e%2fsecret.webp',
    '/media/blogs/..%2F..%2Fsecret.webp',
    '/media/..%5csecret.webp',
    '/media/%2F' + 'etc%2Fpasswd.webp',
    '/media//etc/passwd.webp',
    '/media/.%2e/secret.webp',
  ])('rejects the traversal %s', async (path) => {
    const response = await app.request(path);
    expect([400, 404]).toContain(response.status);
    const body = await response.text();
    expect(body).not.toContain('secret');
    expect(JSON.parse(body)).toHaveProperty('error');
  });

  it('rejects dot segments however the URL spells them', async () => {
    // URL parsing folds these away before routing; whatever remains must not reach the secret.
    for (const path of ['/media/../secret.webp', '/media/%2e%2e/secret.webp', '/media/blogs/../../secret.webp']) {
      const response = await app.request(`http://localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('does not follow a link out of the media directory', async () => {
    symlinkSync(join(magazine.dir, 'secret.webp'), join(magazine.mediaDir, 'link.webp'));
    const response = await app.request('/media/link.webp');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });
});
