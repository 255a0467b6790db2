import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_HOOK_REFUSED } from './rebuild/rebuild-http.ts';
import { createPublisher } from './publisher.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publisher-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createPublisher', () => {
  it('serves the build its root names', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Serendib Luxe</title>');
    const server = createPublisher().serve(() => dir);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Serendib Luxe</title>');
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('starts no rebuild service that anyone could call, unless asked to', async () => {
    const publisher = createPublisher({ cacheDir: join(dir, 'cache') });
    await expect(
      publisher.startRebuildService({
        host: '127.0.0.1',
        port: 0,
        liveLink: join(dir, 'live'),
        buildsDir: join(dir, 'builds'),
        quietMs: 0,
        keepPreviousBuilds: 0,
      }),
    ).rejects.toThrow(ANONYMOUS_HOOK_REFUSED);
  });
});
