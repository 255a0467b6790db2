/**
 * Authors through the API, on the engine the tests run on (SQLite, or PostgreSQL under
 * `npm run test:postgres`): public reads, editor-only writes, refusals that keep what was stored,
 * the audit log's record of each write, former names kept by a rename, and the whole build each
 * write asks the rebuild service for.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTHOR_ANSWERS } from '../../contract/authors.ts';
import { createApp } from '../app.ts';
import { recordHookCalls, type HookRecorder } from '../../tests/support/hook-recorder.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';

let magazine: TempMagazine;
let hook: HookRecorder;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  hook = await recordHookCalls();
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { editorToken: TOKEN, rebuildHook: { url: hook.url, token: undefined } },
  });
});

afterEach(async () => {
  await hook.close();
  await magazine.cleanup();
});

async function send(method: string, path: string, body?: unknown, token: string | null = TOKEN) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const rohan = {
  name: 'Rohan de Silva',
  bio: 'Writes on motoring and the sea.',
  portrait: '/media/authors/rohan.webp',
  links: [{ label: 'Instagram', url: 'https://www.instagram.com/rohan' }],
};

describe('author routes', () => {
  it('creates an author with a slug from the name, and anyone reads it', async () => {
    const created = await send('POST', '/api/admin/authors', rohan);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ slug: 'rohan-de-silva', ...rohan });
    expect((await hook.next()).body).toEqual({ changes: [] });

    const one = await send('GET', '/api/authors/rohan-de-silva', undefined, null);
    expect(one).toEqual({ status: 200, body: { slug: 'rohan-de-silva', ...rohan } });
    const list = await app.request('/api/authors');
    expect(await list.json()).toEqual([{ slug: 'rohan-de-silva', ...rohan }]);
  });

  it('lists authors by slug', async () => {
    for (const name of ['Meera Kandiah', 'Amaya Senanayake', 'Farah Marikar']) {
      await send('POST', '/api/admin/authors', { name });
    }
    const list = (await (await app.request('/api/authors')).json()) as { slug: string; bio: string }[];
    expect(list.map((author) => author.slug)).toEqual(['amaya-senanayake', 'farah-marikar', 'meera-kandiah']);
    expect(list[0]?.bio).toBe('');
  });

  it('replaces an author under the slug of the address, and deletes it', async () => {
    await send('POST', '/api/admin/authors', rohan);
    const replaced = await send('PUT', '/api/admin/authors/rohan-de-silva', { ...rohan, bio: 'Now on sailing.' });
    expect(replaced.status).toBe(200);
    expect((await send('GET', '/api/authors/rohan-de-silva')).body.bio).toBe('Now on sailing.');

    const moved = await send('PUT', '/api/admin/authors/rohan-de-silva', { ...rohan, slug: 'rohan' });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ slug: 'must be "rohan-de-silva", the slug of the address' });

    expect((await send('DELETE', '/api/admin/authors/rohan-de-silva')).status).toBe(200);
    expect(await send('GET', '/api/authors/rohan-de-silva')).toEqual({
      status: 404,
      body: { error: AUTHOR_ANSWERS.notFound },
    });
    expect((await send('DELETE', '/api/admin/authors/rohan-de-silva')).status).toBe(404);
    expect((await send('PUT', '/api/admin/authors/nobody', rohan)).status).toBe(404);
  });

  it('refuses a second author of the same slug and keeps the first', async () => {
    await send('POST', '/api/admin/authors', rohan);
    const again = await send('POST', '/api/admin/authors', { name: 'Rohan De Silva', bio: 'Another.' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(AUTHOR_ANSWERS.slugTaken);
    expect((await send('GET', '/api/authors/rohan-de-silva')).body.bio).toBe(rohan.bio);
  });

  it('refuses bad fields, naming each, and stores nothing', async () => {
    const refused = await send('POST', '/api/admin/authors', {
      name: ' ',
      portrait: 'javascript:alert(1)',
      links: [{ label: 'Site', url: 'ftp://example.com' }],
      extra: true,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields as object).sort()).toEqual(['extra', 'links.0.url', 'name', 'portrait']);
    expect((await send('POST', '/api/admin/authors', { name: '!!!' })).body.fields).toEqual({
      slug: AUTHOR_ANSWERS.noSlug,
    });
    expect(await (await app.request('/api/authors')).json()).toEqual([]);
    expect(hook.calls).toEqual([]);
  });

  it('lets only editors write, and refuses a slug that is not one', async () => {
    expect((await send('POST', '/api/admin/authors', rohan, null)).status).toBe(401);
    expect((await send('POST', '/api/admin/authors', rohan, 'wrong-token-0123456789abcdef')).status).toBe(401);
    expect(await (await app.request('/api/authors')).json()).toEqual([]);
    expect((await send('GET', '/api/authors/Not%20A%20Slug')).body).toEqual({ error: AUTHOR_ANSWERS.invalidSlug });
    expect((await send('DELETE', '/api/admin/authors/Bad_Slug')).status).toBe(400);
  });
});

type LogEntry = { who: string; action: string; kind: string; id: string; before: unknown; after: unknown };

/** A write, once the rebuild hook has had its call (none for a refusal). */
async function written(method: string, path: string, body?: unknown) {
  const answer = await send(method, path, body);
  if (answer.status < 300) await hook.next();
  return answer;
}

async function authorLog(slug: string): Promise<LogEntry[]> {
  return (await send('GET', `/api/admin/log?kind=author&id=${slug}`)).body.entries as LogEntry[];
}

describe('author writes in the audit log', () => {
  it('records the creation, each edit and the deletion, with the record before and after', async () => {
    await written('POST', '/api/admin/authors', rohan);
    await written('PUT', '/api/admin/authors/rohan-de-silva', { ...rohan, bio: 'Now on sailing.' });
    await written('DELETE', '/api/admin/authors/rohan-de-silva');
    const created = { slug: 'rohan-de-silva', ...rohan };
    const edited = { ...created, bio: 'Now on sailing.' };
    expect(await authorLog('rohan-de-silva')).toEqual([
      expect.objectContaining({ action: 'delete', kind: 'author', before: edited, after: null }),
      expect.objectContaining({ action: 'update', kind: 'author', before: created, after: edited }),
      expect.objectContaining({ action: 'create', kind: 'author', before: null, after: created }),
    ]);
    expect((await authorLog('rohan-de-silva'))[0]?.who).toBe('editor token');
    const whole = (await send('GET', '/api/admin/log')).body.entries as LogEntry[];
    expect(whole.filter((entry) => entry.kind === 'author')).toHaveLength(3);
  });

  it('records nothing for a write it refuses', async () => {
    await written('POST', '/api/admin/authors', rohan);
    expect((await written('POST', '/api/admin/authors', { name: 'Rohan De Silva' })).status).toBe(409);
    expect((await written('PUT', '/api/admin/authors/rohan-de-silva', { ...rohan, name: '' })).status).toBe(400);
    expect((await written('PUT', '/api/admin/authors/nobody', rohan)).status).toBe(404);
    expect((await written('DELETE', '/api/admin/authors/nobody')).status).toBe(404);
    expect((await authorLog('rohan-de-silva')).map((entry) => entry.action)).toEqual(['create']);
    expect(await authorLog('nobody')).toEqual([]);
  });
});

describe('a renamed author', () => {
  it('keeps the names they wrote under, so their older bylines stay linked, and asks for a whole build', async () => {
    await written('POST', '/api/admin/authors', rohan);
    const renamed = await written('PUT', '/api/admin/authors/rohan-de-silva', { ...rohan, name: 'Rohan Perera' });
    expect(renamed).toEqual({
      status: 200,
      body: { slug: 'rohan-de-silva', ...rohan, name: 'Rohan Perera', formerNames: ['Rohan de Silva'] },
    });
    expect(hook.calls.map((call) => call.body)).toEqual([{ changes: [] }, { changes: [] }]);
    expect((await send('GET', '/api/authors/rohan-de-silva', undefined, null)).body.formerNames).toEqual([
      'Rohan de Silva',
    ]);

    // An edit that keeps the name keeps the former names; taking an old name again moves it back.
    await written('PUT', '/api/admin/authors/rohan-de-silva', { ...rohan, name: 'Rohan Perera', bio: 'Sailing.' });
    expect((await send('GET', '/api/authors/rohan-de-silva')).body.formerNames).toEqual(['Rohan de Silva']);
    const back = await written('PUT', '/api/admin/authors/rohan-de-silva', rohan);
    expect(back.body.formerNames).toEqual(['Rohan Perera']);
    expect(back.body.name).toBe('Rohan de Silva');
  });

  it('has former names that only the API writes', async () => {
    const refused = await written('POST', '/api/admin/authors', { ...rohan, formerNames: ['Someone Else'] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ formerNames: expect.any(String) as unknown });
    expect(await (await app.request('/api/authors')).json()).toEqual([]);
  });
});
