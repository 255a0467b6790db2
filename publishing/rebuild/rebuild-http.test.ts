/** The HTTP routes, over the real service with a stand-in build that writes nothing (never reached: quiet period). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_HOOK_REFUSED, HOOK_ANSWERS, rebuildApp } from './rebuild-http.ts';
import { createRebuildService, type RebuildService } from './rebuild-service.ts';

const TOKEN = 'a-long-random-hook-token';
const HOUR_MS = 3_600_000;
let work: string;
let service: RebuildService;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rebuild-http-'));
  service = createRebuildService({
    liveLink: join(work, 'live'),
    buildsDir: join(work, 'builds'),
    // Long enough that no build starts while a test runs: these tests are about the routes.
    quietMs: HOUR_MS,
    keepPreviousBuilds: 1,
    build: async () => {
      throw new Error('no build in these tests');
    },
    log: () => undefined,
  });
});
afterEach(() => {
  service.stop();
  rmSync(work, { recursive: true, force: true });
});

const notification = JSON.stringify({ changes: [{ kind: 'vlog', id: 'surf', action: 'update' }] });
const JSON_TYPE = { 'Content-Type': 'application/json' };
/** A hook anyone may call, as REBUILD_ALLOW_ANONYMOUS=on makes it. */
const openApp = () => rebuildApp({ service, allowAnonymous: true });

describe('who may call the hook', () => {
  it('cannot be set up without a token unless anonymous calls are allowed, and says how to fix it', () => {
    for (const token of [undefined, '']) {
      expect(() => rebuildApp({ service, token })).toThrow(ANONYMOUS_HOOK_REFUSED);
      expect(() => rebuildApp({ service, token, allowAnonymous: false })).toThrow(ANONYMOUS_HOOK_REFUSED);
    }
    expect(ANONYMOUS_HOOK_REFUSED).toMatch(/REBUILD_HOOK_TOKEN.*REBUILD_ALLOW_ANONYMOUS=on/);
    expect(() => rebuildApp({ service, token: TOKEN })).not.toThrow();
    expect(() => rebuildApp({ service, allowAnonymous: true })).not.toThrow();
  });
});

describe('POST /rebuild', () => {
  it('accepts the API notification with 202 and queues its changes', async () => {
    const app = openApp();
    const response = await app.request('/rebuild', { method: 'POST', body: notification, headers: JSON_TYPE });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({
      accepted: 1,
      status: { state: 'waiting', pending: [{ kind: 'vlog', id: 'surf', action: 'update' }] },
    });
  });

  it('takes an empty JSON POST for a full rebuild', async () => {
    const response = await openApp().request('/rebuild', { method: 'POST', headers: JSON_TYPE });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ accepted: 0, status: { state: 'waiting', pending: [] } });
  });

  it('answers bad JSON with 400 and queues nothing', async () => {
    const response = await openApp().request('/rebuild', { method: 'POST', body: '{"changes": [', headers: JSON_TYPE });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The body is not valid JSON' });
    expect((await service.status()).state).toBe('idle');
  });

  it('needs the token when one is set, and queues nothing without it', async () => {
    const app = rebuildApp({ service, token: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const headers: Record<string, string> = authorization
        ? { ...JSON_TYPE, Authorization: authorization }
        : JSON_TYPE;
      const response = await app.request('/rebuild', { method: 'POST', body: notification, headers });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await service.status()).state).toBe('idle');
    const accepted = await app.request('/rebuild', {
      method: 'POST',
      body: notification,
      headers: { ...JSON_TYPE, Authorization: `Bearer ${TOKEN}` },
    });
    expect(accepted.status).toBe(202);
  });

  it('answers 415 to anything but JSON (a cross-site form needs no preflight), and queues nothing', async () => {
    for (const [app, authorization] of [
      [openApp(), {}],
      [rebuildApp({ service, token: TOKEN }), { Authorization: `Bearer ${TOKEN}` }],
    ] as const) {
      for (const type of [
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const headers: Record<string, string> =
          type === undefined ? { ...authorization } : { ...authorization, 'Content-Type': type };
        for (const body of [notification, undefined]) {
          const response = await app.request('/rebuild', { method: 'POST', body, headers });
          expect(response.status, `${type} ${body}`).toBe(415);
          expect(await response.json()).toEqual({ error: HOOK_ANSWERS.notJson });
        }
      }
    }
    expect((await service.status()).state).toBe('idle');
    const charset = await openApp().request('/rebuild', {
      method: 'POST',
      body: notification,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(202);
  });

  it('refuses a notification over the size limit', async () => {
    const body = JSON.stringify({ changes: [], padding: 'x'.repeat(300 * 1024) });
    const response = await openApp().request('/rebuild', { method: 'POST', body, headers: JSON_TYPE });
    expect(response.status).toBe(413);
  });
});

describe('GET /status', () => {
  it('says what the service is doing', async () => {
    const app = openApp();
    const response = await app.request('/status');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      state: 'idle',
      live: null,
      last: null,
      recent: [],
      queued: false,
      pending: [],
      tidying: false,
    });
  });

  it('names the routes for anything else', async () => {
    const app = openApp();
    expect((await app.request('/rebuild')).status).toBe(405);
    expect((await app.request('/status', { method: 'DELETE' })).status).toBe(405);
    expect((await app.request('/elsewhere')).status).toBe(404);
  });
});
