import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESK_ANSWERS, auditLogResponseSchema, deskItemSchema, libraryResponseSchema } from '../../contract/desk.ts';
import { createApp } from '../app.ts';
import { fixtureBlogs, fixtureContent, fixtureIssues } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const LATER = '2026-12-01T08:00:00.000Z';
const editor = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  // Timers that never fire: scheduling itself is publish-scheduler.test.ts's.
  const timers = { setTimeout: () => undefined, clearTimeout: () => undefined };
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { editorToken: TOKEN },
    now: () => NOW,
    timers,
  });
});

afterEach(() => magazine.cleanup());

async function send(method: string, path: string, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: editor,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function publicStatus(path: string): Promise<number> {
  return (await app.request(path)).status;
}

async function publicText(path: string): Promise<string> {
  return (await app.request(path)).text();
}

const blog = (title: string, extra: object = {}) => ({
  title,
  category: 'millionaires',
  images: ['/media/uploads/a/article-1600x1000.webp'],
  imageAlts: ['A blue sapphire'],
  description: ['A paragraph.'],
  ...extra,
});

const issue = (title: string, extra: object = {}) => ({
  title,
  pages: ['/media/uploads/p/page-1000x1300.webp'],
  pageAlts: ['The cover'],
  ...extra,
});

describe('status', () => {
  it('keeps drafts and scheduled blogs out of every public read', async () => {
    const draft = await send('POST', '/api/admin/blogs', blog('Secret Draft Zircon', { status: 'draft' }));
    const later = await send(
      'POST',
      '/api/admin/blogs',
      blog('Scheduled Zircon', { status: 'scheduled', publishAt: LATER }),
    );
    expect(draft.status).toBe(201);
    expect(later.status).toBe(201);
    expect(deskItemSchema.parse(draft.body)).toMatchObject({ status: 'draft', version: 1, updatedBy: 'editor token' });
    expect(later.body).toMatchObject({ status: 'scheduled', publishAt: LATER });
    for (const id of [draft.body.id, later.body.id]) {
      expect(await publicStatus(`/api/blogs/${String(id)}`)).toBe(404);
      expect(await publicStatus(`/api/vlogs/${String(id)}`)).toBe(404);
    }
    for (const path of ['/api/blogs', '/api/blogs?page=1&perPage=50', '/api/blogs/random/category']) {
      expect(await publicText(path)).not.toMatch(/Zircon|millionaires/);
    }
    // No published blog is about millionaires: a draft must not make the category appear.
    expect(fixtureBlogs.some((item) => item.category === 'millionaires')).toBe(false);
  });

  it('keeps draft vlogs out of the vlog list and reads', async () => {
    const vlog = await send('POST', '/api/admin/vlogs', {
      title: 'Draft Drums',
      category: 'entertainment',
      videoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: ['Drums.'],
      status: 'draft',
    });
    expect(await publicText('/api/vlogs')).not.toContain('Draft Drums');
    expect(await publicStatus(`/api/vlogs/${String(vlog.body.id)}`)).toBe(404);
  });

  it('keeps draft and scheduled issues out of the issue list, the issue read and the latest issue', async () => {
    const latestBefore = await publicText('/api/issues/latest');
    const draft = await send('POST', '/api/admin/issues', issue('Draft Monsoon', { status: 'draft' }));
    const later = await send(
      'POST',
      '/api/admin/issues',
      issue('Later Monsoon', { status: 'scheduled', publishAt: LATER }),
    );
    expect(await publicText('/api/issues')).not.toContain('Monsoon');
    expect(await publicText('/api/issues/latest')).toBe(latestBefore);
    expect(await publicStatus(`/api/issues/${String(draft.body.id)}`)).toBe(404);
    expect(await publicStatus(`/api/issues/${String(later.body.id)}`)).toBe(404);
    expect(later.body.id).toBe(String(fixtureIssues.length + 2));
  });

  it('publishes a draft: public from then on, dated at its publication, and unpublishes it again', async () => {
    const draft = await send(
      'POST',
      '/api/admin/blogs',
      blog('Moonstone', { status: 'draft', createdAt: '2026-01-01T00:00:00Z' }),
    );
    const id = String(draft.body.id);
    const published = await send(
      'PUT',
      `/api/admin/blogs/${id}`,
      blog('Moonstone', { status: 'published', version: 1 }),
    );
    expect(published.body).toMatchObject({ status: 'published', version: 2, createdAt: new Date(NOW).toISOString() });
    expect(await publicStatus(`/api/blogs/${id}`)).toBe(200);
    const withdrawn = await send('PUT', `/api/admin/blogs/${id}`, blog('Moonstone', { status: 'draft', version: 2 }));
    expect(withdrawn.body).toMatchObject({ status: 'draft', version: 3 });
    expect(await publicStatus(`/api/blogs/${id}`)).toBe(404);
  });

  it('keeps the stored status when a write names none, as scripts write', async () => {
    const draft = await send('POST', '/api/admin/blogs', blog('Still a Draft', { status: 'draft' }));
    const replaced = await send('PUT', `/api/admin/blogs/${String(draft.body.id)}`, blog('Still a Draft, Edited'));
    expect(replaced.body).toMatchObject({ status: 'draft', version: 2 });
    const created = await send('POST', '/api/admin/blogs', blog('Published as Before'));
    expect(created.body).toMatchObject({ status: 'published', version: 1 });
  });

  it('refuses a scheduled time in the past or missing', async () => {
    const past = await send(
      'POST',
      '/api/admin/blogs',
      blog('Too Late', { status: 'scheduled', publishAt: '2026-11-20T09:59:00Z' }),
    );
    expect(past).toEqual({
      status: 400,
      body: { error: DESK_ANSWERS.publishAtPast, fields: { publishAt: DESK_ANSWERS.publishAtPast } },
    });
    expect((await send('POST', '/api/admin/blogs', blog('No Time', { status: 'scheduled' }))).body.fields).toEqual({
      publishAt: 'is required',
    });
  });
});

describe('versions', () => {
  it('answers 409 to a stale version and changes nothing', async () => {
    const path = `/api/admin/blogs/${fixtureBlogs[0]?.id}`;
    const first = await send('PUT', path, blog('First Editor', { version: 1 }));
    expect(first.body.version).toBe(2);
    const second = await send('PUT', path, blog('Second Editor', { version: 1 }));
    expect(second).toEqual({ status: 409, body: { error: DESK_ANSWERS.staleVersion } });
    expect((await send('GET', path)).body).toMatchObject({ title: 'First Editor', version: 2 });
    const stale = await send('PUT', '/api/admin/issues/1', issue('Stale', { version: 7 }));
    expect(stale.status).toBe(409);
  });

  it('lets the editor token replace without a version, as scripts always have', async () => {
    const path = `/api/admin/blogs/${fixtureBlogs[0]?.id}`;
    expect((await send('PUT', path, blog('From a Script'))).body).toMatchObject({ version: 2 });
  });
});

describe('alt text before publishing', () => {
  it('refuses to publish or schedule a blog whose images lack alt text, naming each', async () => {
    const bare = blog('No Alts', { images: ['/media/a.webp', '/media/b.webp'], imageAlts: ['Fine', ' '] });
    for (const status of ['published', 'scheduled']) {
      const answer = await send('POST', '/api/admin/blogs', { ...bare, status, publishAt: LATER });
      expect(answer).toEqual({
        status: 400,
        body: { error: DESK_ANSWERS.altRequired, fields: { 'imageAlts.1': expect.any(String) } },
      });
    }
    const draft = await send('POST', '/api/admin/blogs', { ...bare, status: 'draft' });
    expect(draft.status).toBe(201);
    const publish = await send('PUT', `/api/admin/blogs/${String(draft.body.id)}`, {
      ...bare,
      status: 'published',
      version: 1,
    });
    expect(publish.status).toBe(400);
  });

  it('refuses to publish an issue whose pages lack words', async () => {
    const answer = await send('POST', '/api/admin/issues', issue('Wordless', { pageAlts: [], status: 'published' }));
    expect(answer.body).toEqual({ error: DESK_ANSWERS.altRequired, fields: { 'pageAlts.0': expect.any(String) } });
  });

  it('leaves seeded items and writes without a status as they were', async () => {
    const path = `/api/admin/blogs/${fixtureBlogs[0]?.id}`;
    expect((await send('PUT', path, blog('No Alts Kept', { imageAlts: undefined }))).status).toBe(200);
  });
});

describe('library and audit log', () => {
  it('lists everything newest first with its status, filters it, and links only published items', async () => {
    await send('POST', '/api/admin/blogs', blog('Padparadscha Notes', { status: 'draft' }));
    const all = libraryResponseSchema.parse((await send('GET', '/api/admin/library')).body).entries;
    expect(all).toHaveLength(fixtureContent.blogs.length + fixtureContent.vlogs.length + fixtureIssues.length + 1);
    expect(all[0]).toMatchObject({ kind: 'blog', title: 'Padparadscha Notes', status: 'draft' });
    expect(all[0]?.livePath).toBeUndefined();
    expect(all.find((entry) => entry.kind === 'issue')?.livePath).toMatch(/^\/magazines\/\d+$/);
    const dates = all.map((entry) => entry.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const drafts = (await send('GET', '/api/admin/library?status=draft')).body.entries as { title: string }[];
    expect(drafts.map((entry) => entry.title)).toEqual(['Padparadscha Notes']);
    const found = (await send('GET', '/api/admin/library?q=PADPARADSCHA&kind=blog&category=millionaires')).body.entries;
    expect(found).toHaveLength(1);
    expect((await send('GET', '/api/admin/library?q=100%25')).body.entries).toEqual([]);
    expect((await send('GET', '/api/admin/library?kind=poem')).status).toBe(400);
  });

  it('records every write with who, what, before and after, newest first', async () => {
    const created = await send('POST', '/api/admin/blogs', blog('Logged', { status: 'draft' }));
    const id = String(created.body.id);
    await send('PUT', `/api/admin/blogs/${id}`, blog('Logged', { status: 'scheduled', publishAt: LATER, version: 1 }));
    await send('PUT', `/api/admin/blogs/${id}`, blog('Logged', { status: 'published', version: 2 }));
    await send('PUT', `/api/admin/blogs/${id}`, blog('Logged', { status: 'draft', version: 3 }));
    await send('DELETE', `/api/admin/blogs/${id}`);
    await send('PUT', `/api/admin/blogs/${id}`, blog('Refused', { version: 1 }));
    const log = auditLogResponseSchema.parse((await send('GET', '/api/admin/log?limit=10')).body).entries;
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'unpublish', 'publish', 'schedule', 'create']);
    expect(
      log.every((entry) => entry.who === 'editor token' && entry.id === id && entry.at === new Date(NOW).toISOString()),
    ).toBe(true);
    expect(log[4]).toMatchObject({ before: null, after: { title: 'Logged', status: 'draft', version: 1 } });
    expect(log[0]).toMatchObject({ before: { status: 'draft', version: 4 }, after: null });
    expect((await send('GET', '/api/admin/log?limit=2')).body.entries).toHaveLength(2);
    expect((await send('GET', '/api/admin/log?limit=0')).status).toBe(400);
  });

  it('reads any item whatever its status, and 404s what is not there', async () => {
    const draft = await send('POST', '/api/admin/blogs', blog('Readable Draft', { status: 'draft' }));
    expect((await send('GET', `/api/admin/blogs/${String(draft.body.id)}`)).body).toEqual(draft.body);
    expect((await send('GET', `/api/admin/vlogs/${String(draft.body.id)}`)).status).toBe(404);
    expect((await send('GET', '/api/admin/issues/1')).body).toMatchObject({ id: '1', status: 'published', version: 1 });
    expect((await send('GET', '/api/admin/issues/999')).status).toBe(404);
  });
});
