import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESK_ANSWERS, deskIssueSchema, deskItemSchema } from '../../contract/desk.ts';
import { createApp } from '../app.ts';
import { recordHookCalls, type HookRecorder } from '../../tests/support/hook-recorder.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
const editor = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

let magazine: TempMagazine;
let hook: HookRecorder;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  hook = await recordHookCalls();
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { editorToken: TOKEN, rebuildHook: { url: hook.url, token: undefined } },
  });
});

afterEach(async () => {
  await magazine.cleanup();
  await hook.close();
});

async function send(method: string, path: string, body?: unknown) {
  const response = await app.request(path, { method, headers: editor, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const read = async (path: string) => (await app.request(path, { headers: editor })).json();
const publicJson = async (path: string) => (await app.request(path)).json() as Promise<Record<string, unknown>>;

const blog = (title: string, extra: object = {}) => ({
  title,
  category: 'millionaires',
  description: ['The live paragraph.'],
  ...extra,
});

/** A blog made and published, its hook call taken: what every test starts from. */
async function publishedBlog(): Promise<{ id: string; version: number }> {
  const created = await send('POST', '/api/admin/blogs', blog('Live Sapphire', { status: 'published' }));
  expect(created.status).toBe(201);
  await hook.next();
  return { id: String(created.body.id), version: Number(created.body.version) };
}

describe('unpublished changes to a published item', () => {
  it('are kept beside the live item: readers, the site and the rebuild service see nothing', async () => {
    const { id, version } = await publishedBlog();
    const before = await publicJson(`/api/blogs/${id}`);
    const saved = await send(
      'PUT',
      `/api/admin/blogs/${id}`,
      blog('Sapphire, Rewritten', { status: 'published', version, unpublishedChanges: true }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Sapphire, Rewritten', version: version + 1, unpublishedChanges: true });
    expect(await publicJson(`/api/blogs/${id}`)).toEqual(before);
    expect(JSON.stringify(await publicJson('/api/blogs'))).not.toContain('Rewritten');

    const desk = deskItemSchema.parse(await read(`/api/admin/blogs/${id}`));
    expect(desk).toMatchObject({ title: 'Sapphire, Rewritten', status: 'published', unpublishedChanges: true });
    const [logged] = await magazine.db.audit.list({ limit: 1 });
    expect(logged).toMatchObject({ action: 'draft', id, before: { title: 'Live Sapphire' } });

    // Nothing was told to rebuild: the next call the hook hears is the publish below.
    const published = await send('PUT', `/api/admin/blogs/${id}`, {
      ...blog('Sapphire, Rewritten', { status: 'published' }),
      version: version + 1,
    });
    expect(published.status).toBe(200);
    expect(published.body.unpublishedChanges).toBeUndefined();
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'blog', id, action: 'update' }] });
    expect((await publicJson(`/api/blogs/${id}`)).title).toBe('Sapphire, Rewritten');
    expect(deskItemSchema.parse(await read(`/api/admin/blogs/${id}`)).unpublishedChanges).toBeUndefined();
  });

  it('still conflict when stale, and go with the item when it is taken down', async () => {
    const { id, version } = await publishedBlog();
    const first = blog('First Rewrite', { version, unpublishedChanges: true });
    expect((await send('PUT', `/api/admin/blogs/${id}`, first)).status).toBe(200);
    const stale = await send('PUT', `/api/admin/blogs/${id}`, { ...first, title: 'Stale Rewrite' });
    expect(stale).toMatchObject({ status: 409, body: { error: DESK_ANSWERS.staleVersion } });

    const down = await send(
      'PUT',
      `/api/admin/blogs/${id}`,
      blog('Taken Down', { status: 'draft', version: version + 1 }),
    );
    expect(down.status).toBe(200);
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'blog', id, action: 'delete' }] });
    expect(await read(`/api/admin/blogs/${id}`)).toMatchObject({ title: 'Taken Down', status: 'draft' });
    expect(await magazine.db.workingCopies.find('blog', id)).toBeUndefined();
  });

  it('are refused for an item that is not live', async () => {
    const draft = await send('POST', '/api/admin/blogs', blog('Quiet Draft', { status: 'draft' }));
    const refused = await send('PUT', `/api/admin/blogs/${String(draft.body.id)}`, {
      ...blog('Quiet Draft'),
      version: 1,
      unpublishedChanges: true,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: DESK_ANSWERS.notLive } });
  });

  it('work for an issue’s pages too', async () => {
    const created = await send('POST', '/api/admin/issues', {
      title: 'Monsoon',
      pages: ['/media/p1.webp', '/media/p2.webp'],
      pageAlts: ['Cover', 'Page two'],
      status: 'published',
    });
    await hook.next();
    const id = String(created.body.id);
    const reordered = await send('PUT', `/api/admin/issues/${id}`, {
      title: 'Monsoon',
      pages: ['/media/p2.webp', '/media/p1.webp'],
      pageAlts: ['Page two', 'Cover'],
      version: created.body.version,
      unpublishedChanges: true,
    });
    expect(reordered.status).toBe(200);
    expect((await publicJson(`/api/issues/${id}`)).pages).toEqual(['/media/p1.webp', '/media/p2.webp']);
    expect(deskIssueSchema.parse(await read(`/api/admin/issues/${id}`)).pages).toEqual([
      '/media/p2.webp',
      '/media/p1.webp',
    ]);
  });
});
