import { afterEach, describe, expect, it } from 'vitest';
import { publishingStateSchema } from '../../contract/desk.ts';
import { createApp } from '../app.ts';
import { answeringServer, deadOrigin, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { publishingStateOf, readPublishingState, statusUrlOf } from './publishing-state.ts';

const SINCE = '2026-11-20T10:00:00.000Z';
const live = { build: 'b1', since: SINCE };
const status = (state: string, last: object | null = { ok: true }) => ({
  state,
  live,
  last,
  queued: false,
  pending: [],
});

describe('publishingStateOf', () => {
  it('maps the rebuild service’s states to the desk’s', () => {
    expect(publishingStateOf(status('waiting') as never)).toEqual({ state: 'queued', liveSince: SINCE });
    expect(publishingStateOf(status('building') as never).state).toBe('building');
    expect(publishingStateOf(status('checking') as never).state).toBe('checking');
    expect(publishingStateOf(status('indexing') as never).state).toBe('checking');
    expect(publishingStateOf(status('idle') as never)).toEqual({ state: 'live', liveSince: SINCE });
    expect(publishingStateOf(status('idle', { ok: false, reason: 'Page /blogs/x is missing' }) as never)).toEqual({
      state: 'failed',
      reason: 'Page /blogs/x is missing',
      liveSince: SINCE,
    });
  });

  it('finds the status route beside the hook', () => {
    expect(statusUrlOf('http://127.0.0.1:9000/rebuild')).toBe('http://127.0.0.1:9000/status');
    expect(statusUrlOf('https://hooks.example/site/rebuild')).toBe('https://hooks.example/site/status');
  });
});

describe('GET /api/admin/publishing', () => {
  let server: AnsweringServer | undefined;
  let magazine: TempMagazine | undefined;
  afterEach(async () => {
    await server?.close();
    await magazine?.cleanup();
  });

  async function ask(hookUrl: string | undefined) {
    magazine = await openTempMagazine();
    const app = createApp({
      db: magazine.db,
      mediaDir: magazine.mediaDir,
      settings: {
        editorToken: 'token-of-tests',
        rebuildHook: hookUrl ? { url: hookUrl, token: undefined } : undefined,
      },
    });
    const response = await app.request('/api/admin/publishing', {
      headers: { Authorization: 'Bearer token-of-tests' },
    });
    return publishingStateSchema.parse(await response.json());
  }

  it('answers what the rebuild service says', async () => {
    server = await answeringServer({ paths: { '/status': { status: 200, body: status('building') } } });
    expect(await ask(`${server.origin}/rebuild`)).toEqual({ state: 'building', liveSince: SINCE });
  });

  it('is unknown without a rebuild service, when it is down, or when it answers nonsense', async () => {
    expect((await ask(undefined)).state).toBe('unknown');
    await magazine?.cleanup();
    expect((await ask(`${await deadOrigin()}/rebuild`)).state).toBe('unknown');
    await magazine?.cleanup();
    server = await answeringServer({ paths: { '/status': { status: 200, body: { state: 'dancing' } } } });
    expect(await ask(`${server.origin}/rebuild`)).toEqual({ state: 'unknown', reason: expect.any(String) });
  });

  it('never reports a failure to reach the service as live', async () => {
    expect(await readPublishingState({ url: `${await deadOrigin()}/rebuild`, token: undefined })).toMatchObject({
      state: 'unknown',
    });
  });
});
