import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { BODY_ERRORS } from '../http/json-body.ts';
import { VIDEO_LINK_RULE } from '../../contract/video-links.ts';
import type { AppSettings } from '../settings.ts';
import { fixtureBlogs, fixtureContent, fixtureIssues, fixtureVlogs } from '../../tests/support/items.ts';
import { recordHookCalls, type HookRecorder } from '../../tests/support/hook-recorder.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const auth = { Authorization: `Bearer ${TOKEN}` };

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

function start(settings: Partial<AppSettings> = {}): void {
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { editorToken: TOKEN, ...settings },
    now: () => NOW,
  });
}

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  start();
});

afterEach(() => magazine.cleanup());

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = auth) {
  const response = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { response, status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const read = async (path: string) => (await send('GET', path, undefined, {})).body;

/** A write's answer without the editorial fields, which readers never see. */
function wirePart(body: Record<string, unknown> | undefined) {
  const { status: _status, publishAt: _at, version: _version, updatedAt: _when, updatedBy: _who, ...wire } = body ?? {};
  return wire;
}

const newBlog = {
  title: 'Dawn at Sigiriya',
  excerpt: 'The rock before the crowds.',
  author: 'Ama Perera',
  category: 'travel',
  images: ['https://images.example/sigiriya.webp'],
  imageAlts: ['Sigiriya rock at dawn'],
  description: ['<p>The lion’s paws are <strong>cold</strong> at six.</p>', 'A second paragraph.'],
};

const newVlog = {
  title: 'Kandy Perahera Nights',
  excerpt: 'Fire dancers and drums.',
  category: 'entertainment',
  videoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: ['Drums from dusk.'],
  variations: [{ subtitle: 'The tusker', description: ['Lit like a temple.'] }],
};

const newIssue = {
  title: 'Monsoon',
  date: 'December 2026',
  description: 'Rain, tea and the south-west coast.',
  pages: ['/media/issues/x/page-1.webp', '/media/issues/x/page-2.webp'],
};

describe('editor token', () => {
  const attempts: [string, string, unknown][] = [
    ['POST', '/api/admin/blogs', newBlog],
    ['PUT', `/api/admin/blogs/${fixtureBlogs[0]?.id}`, newBlog],
    ['DELETE', `/api/admin/blogs/${fixtureBlogs[0]?.id}`, undefined],
    ['POST', '/api/admin/issues', newIssue],
    ['DELETE', '/api/admin/issues/1', undefined],
  ];
  const wrongCredentials: [string, Record<string, string>][] = [
    ['no header', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-token' }],
    ['the token one character short', { Authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['another scheme', { Authorization: `Basic ${Buffer.from(`editor:${TOKEN}`).toString('base64')}` }],
    ['the bare token', { Authorization: TOKEN }],
  ];

  for (const [label, headers] of wrongCredentials) {
    it(`answers 401 with WWW-Authenticate to ${label}, and changes nothing`, async () => {
      const before = { health: await read('/api/health'), blog: await read(`/api/blogs/${fixtureBlogs[0]?.id}`) };
      for (const [method, path, body] of attempts) {
        const answer = await send(method, path, body, headers);
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.response.headers.get('www-authenticate')).toBe('Bearer');
        expect(answer.body).toEqual({ error: expect.stringContaining('Authorization: Bearer') });
      }
      expect(await read('/api/health')).toEqual(before.health);
      expect(await read(`/api/blogs/${fixtureBlogs[0]?.id}`)).toEqual(before.blog);
      expect(await read('/api/issues/1')).toMatchObject({ id: '1' });
    });
  }

  it('accepts the token with any case of "Bearer"', async () => {
    expect((await send('POST', '/api/admin/blogs', newBlog, { Authorization: `bearer ${TOKEN}` })).status).toBe(201);
  });

  it('refuses every write with a clear message when no token is configured', async () => {
    start({ editorToken: undefined });
    const answer = await send('POST', '/api/admin/blogs', newBlog);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: expect.stringContaining('EDITOR_TOKEN') });
    expect(await read('/api/health')).toMatchObject({ items: fixtureBlogs.length + fixtureVlogs.length });
  });
});

describe('validation', () => {
  it('names each bad field in a 400', async () => {
    const answer = await send('POST', '/api/admin/blogs', {
      ...newBlog,
      title: '',
      category: 'weather',
      description: ['fine', 42],
      images: ['ftp://nowhere'],
      subtitle: 'not a blog field',
    });
    expect(answer.status).toBe(400);
    const fields = answer.body?.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['category', 'description.1', 'images.0', 'subtitle', 'title']);
    expect(fields.category).toContain('travel, art, gems');
    expect(fields['images.0']).toMatch(/http/);
    expect(answer.body?.error).toEqual(expect.any(String));
  });

  it('asks for the fields a kind needs: a title and category, a vlog its video, an issue its pages', async () => {
    expect((await send('POST', '/api/admin/blogs', {})).body?.fields).toEqual({
      title: 'is required',
      category: expect.stringContaining('must be one of travel'),
      description: 'is required',
    });
    const { videoURL: _video, ...vlogWithoutVideo } = newVlog;
    expect((await send('POST', '/api/admin/vlogs', vlogWithoutVideo)).body?.fields).toEqual({
      videoURL: 'is required',
    });
    expect((await send('POST', '/api/admin/issues', { ...newIssue, pages: [] })).body?.fields).toEqual({
      pages: 'needs at least one page image',
    });
  });

  it('refuses a vlog whose video link is not one the site can play, and stores nothing', async () => {
    for (const videoURL of ['https://video.example/watch/1', 'https://vimeo.com/76979871', 'http://youtu.be/x']) {
      const answer = await send('POST', '/api/admin/vlogs', { ...newVlog, videoURL });
      expect(answer.status, videoURL).toBe(400);
      expect(answer.body?.fields, videoURL).toEqual({ videoURL: VIDEO_LINK_RULE });
    }
    expect(await read('/api/vlogs')).toHaveLength(fixtureVlogs.length);
    expect(
      (await send('POST', '/api/admin/vlogs', { ...newVlog, videoURL: 'https://youtu.be/dQw4w9WgXcQ' })).status,
    ).toBe(201);
  });

  it('refuses a type other than the route’s, an id that is not a slug, and an id other than the address’s', async () => {
    expect((await send('POST', '/api/admin/blogs', { ...newBlog, type: 'vlog' })).body?.fields).toEqual({
      type: 'must be "blog" on this route',
    });
    expect((await send('POST', '/api/admin/blogs', { ...newBlog, id: 'Not A Slug' })).body?.fields).toHaveProperty(
      'id',
    );
    const mismatch = await send('PUT', '/api/admin/blogs/south-coast-surf', { ...newBlog, id: 'brass-of-kandy' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body?.fields).toEqual({ id: 'must be "south-coast-surf", as in the address' });
    expect((await send('PUT', '/api/admin/blogs/Bad_Id', newBlog)).status).toBe(400);
    expect((await send('DELETE', '/api/admin/issues/0')).status).toBe(400);
  });

  it('answers 400 to malformed JSON, an empty body and a body that is not an object', async () => {
    for (const body of ['{"title": "Dawn"', '', '[1, 2]', '"a string"']) {
      const answer = await send('POST', '/api/admin/blogs', body);
      expect(answer.status, body).toBe(400);
      expect(answer.body?.error).toMatch(/JSON|empty/);
    }
    expect(await read('/api/health')).toMatchObject({ items: fixtureBlogs.length + fixtureVlogs.length });
  });

  it('answers 415 to a body not sent as JSON and stores nothing', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/admin/blogs', newBlog],
      ['PUT', `/api/admin/blogs/${fixtureBlogs[0]?.id}`, newBlog],
      ['POST', '/api/admin/issues', newIssue],
      ['PUT', '/api/admin/issues/1', newIssue],
    ] as const) {
      const answer = await send(method, path, JSON.stringify(body), { ...auth, 'Content-Type': 'text/plain' });
      expect(answer.status, `${method} ${path}`).toBe(415);
      expect(answer.body, `${method} ${path}`).toEqual({ error: BODY_ERRORS.notJsonType });
    }
    expect(await read('/api/health')).toMatchObject({
      items: fixtureBlogs.length + fixtureVlogs.length,
      issues: fixtureIssues.length,
    });
    expect(await read(`/api/blogs/${fixtureBlogs[0]?.id}`)).toMatchObject({ title: fixtureBlogs[0]?.title });
  });

  it('answers 413 to a body over 1 MB and stores nothing', async () => {
    const huge = { ...newBlog, description: ['x'.repeat(1024 * 1024)] };
    const answer = await send('POST', '/api/admin/blogs', huge);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'The body is larger than 1 MB' });
    expect(await read('/api/health')).toMatchObject({ items: fixtureBlogs.length + fixtureVlogs.length });
  });

  it('answers 405 naming the methods of an admin path', async () => {
    const answer = await send('GET', '/api/admin/blogs');
    expect(answer.status).toBe(405);
    expect(answer.response.headers.get('allow')).toBe('POST');
    expect((await send('POST', '/api/admin/issues/1', newIssue)).response.headers.get('allow')).toBe(
      'GET, PUT, DELETE',
    );
  });
});

describe('blogs and vlogs', () => {
  it('creates a blog as the read side returns it, with an id made from the title', async () => {
    const created = await send('POST', '/api/admin/blogs', newBlog);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...newBlog,
      id: 'dawn-at-sigiriya',
      type: 'blog',
      categoryName: 'Travel & Tourism',
      createdAt: new Date(NOW).toISOString(),
      date: '20 Nov 2026',
      imageUrl: newBlog.images[0],
    });
    expect(await read('/api/blogs/dawn-at-sigiriya')).toEqual(wirePart(created.body));
    const list = (await read('/api/blogs')) as unknown as { id: string }[];
    expect(list[0]?.id).toBe('dawn-at-sigiriya');
    expect(await read('/api/health')).toMatchObject({ items: fixtureBlogs.length + fixtureVlogs.length + 1 });
  });

  it('keeps ids unique: a second item with the same title gets -2, a taken client id gets 409', async () => {
    await send('POST', '/api/admin/blogs', newBlog);
    expect((await send('POST', '/api/admin/vlogs', { ...newVlog, title: newBlog.title })).body?.id).toBe(
      'dawn-at-sigiriya-2',
    );
    const taken = await send('POST', '/api/admin/blogs', { ...newBlog, id: 'galle-fort-walk' });
    expect(taken.status).toBe(409);
    expect(taken.body?.fields).toEqual({ id: 'is taken' });
    expect(await read('/api/blogs/galle-fort-walk')).toMatchObject({
      type: 'vlog',
      title: 'A Walk Through Galle Fort',
    });
  });

  it('takes a client id, and makes one for a title without Latin letters', async () => {
    expect((await send('POST', '/api/admin/blogs', { ...newBlog, id: 'my-own-id' })).body?.id).toBe('my-own-id');
    const sinhala = await send('POST', '/api/admin/blogs', { ...newBlog, title: 'සීගිරිය' });
    expect(sinhala.body?.id).toBe(`blog-${NOW.toString(36)}`);
  });

  it('stores article HTML exactly as sent', async () => {
    const html = [
      '<p onclick="steal()">Tea <script>alert(1)</script><img src=x onerror=alert(2)></p>',
      '  leading spaces & <em>entities</em> &amp; kept  ',
    ];
    const variations = [{ subtitle: '<b>Night</b>', description: ['<iframe src="https://evil.example"></iframe>'] }];
    const created = await send('POST', '/api/admin/vlogs', { ...newVlog, description: html, variations });
    const stored = await read(`/api/vlogs/${String(created.body?.id)}`);
    expect(stored?.description).toEqual(html);
    expect(stored?.variations).toEqual(variations);
  });

  it('replaces an existing item whole, keeping its first publication date', async () => {
    const before = await read('/api/blogs/south-coast-surf');
    const updated = await send('PUT', '/api/admin/blogs/south-coast-surf', { ...newBlog, category: 'sports' });
    expect(updated.status).toBe(200);
    expect(wirePart(updated.body)).toEqual({
      ...newBlog,
      id: 'south-coast-surf',
      type: 'blog',
      category: 'sports',
      categoryName: 'Sports',
      createdAt: before?.createdAt,
      date: before?.date,
      updated: new Date(NOW).toISOString(),
      imageUrl: newBlog.images[0],
      variations: [],
    });
    expect(await read('/api/blogs/south-coast-surf')).toEqual(wirePart(updated.body));
    expect(await read('/api/health')).toMatchObject({ items: fixtureBlogs.length + fixtureVlogs.length });
  });

  it('takes back what it answered: an item read from the API can be sent again as it is', async () => {
    const stored = await read('/api/vlogs/galle-fort-walk');
    const again = await send('PUT', '/api/admin/vlogs/galle-fort-walk', { ...stored, title: 'Galle Fort Again' });
    expect(again.status).toBe(200);
    expect(wirePart(again.body)).toEqual({
      ...stored,
      title: 'Galle Fort Again',
      updated: new Date(NOW).toISOString(),
    });
    const fromDesk = await send('GET', '/api/admin/vlogs/galle-fort-walk');
    const backAgain = await send('PUT', '/api/admin/vlogs/galle-fort-walk', fromDesk.body);
    expect(backAgain.status).toBe(200);
    expect(wirePart(backAgain.body)).toEqual(wirePart(again.body));
  });

  it('answers 404 for an unknown id and 409 for an item of the other kind', async () => {
    expect((await send('PUT', '/api/admin/blogs/no-such-blog', newBlog)).status).toBe(404);
    expect((await send('DELETE', '/api/admin/vlogs/no-such-vlog')).status).toBe(404);
    const wrongKind = await send('PUT', '/api/admin/blogs/galle-fort-walk', newBlog);
    expect(wrongKind.status).toBe(409);
    expect(wrongKind.body?.error).toBe('"galle-fort-walk" is a vlog, not a blog');
    expect((await send('DELETE', '/api/admin/blogs/galle-fort-walk')).status).toBe(409);
    expect(await read('/api/vlogs/galle-fort-walk')).toMatchObject({ title: 'A Walk Through Galle Fort' });
  });

  it('deletes an item: gone from the reads, then 404', async () => {
    const deleted = await send('DELETE', '/api/admin/vlogs/colombo-supercars');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: { kind: 'vlog', id: 'colombo-supercars' } });
    expect((await send('GET', '/api/vlogs/colombo-supercars', undefined, {})).status).toBe(404);
    expect(((await read('/api/vlogs')) as unknown as unknown[]).length).toBe(fixtureVlogs.length - 1);
    expect(await read('/api/health')).toMatchObject({ items: fixtureBlogs.length + fixtureVlogs.length - 1 });
    expect((await send('DELETE', '/api/admin/vlogs/colombo-supercars')).status).toBe(404);
  });
});

describe('issues', () => {
  it('creates an issue with the next number, updates it and deletes it', async () => {
    const created = await send('POST', '/api/admin/issues', newIssue);
    expect(created.status).toBe(201);
    const id = String(fixtureIssues.length + 1);
    expect(wirePart(created.body)).toEqual({
      ...newIssue,
      id,
      // Left out, the number follows the id and the cover date is the month it was made.
      issueNumber: Number(id),
      coverDate: new Date(NOW).toISOString().slice(0, 7),
      coverImage: newIssue.pages[0],
      pageCount: 2,
      createdAt: new Date(NOW).toISOString(),
    });
    expect(await read(`/api/issues/${id}`)).toEqual(wirePart(created.body));
    expect(await read('/api/issues/latest')).toEqual(wirePart(created.body));
    expect(await read('/api/health')).toMatchObject({ issues: fixtureIssues.length + 1 });

    const pages = [...newIssue.pages, '/media/issues/x/page-3.webp'];
    const updated = await send('PUT', `/api/admin/issues/${id}`, { ...newIssue, title: 'Monsoon Light', pages });
    expect(updated.body).toMatchObject({
      id,
      title: 'Monsoon Light',
      pageCount: 3,
      createdAt: created.body?.createdAt,
    });
    expect(await read(`/api/issues/${id}`)).toEqual(wirePart(updated.body));

    expect((await send('DELETE', `/api/admin/issues/${id}`)).body).toEqual({ deleted: { kind: 'issue', id } });
    expect((await send('GET', `/api/issues/${id}`, undefined, {})).status).toBe(404);
    expect(await read('/api/health')).toMatchObject({ issues: fixtureIssues.length });
  });

  it('keeps the text of each page, and leaves it out of the list', async () => {
    const pageTexts = [
      { section: 'Cover', headline: 'Monsoon', body: ['Rain on the south-west coast.'] },
      { headline: '<b>Tea</b> & rain', standfirst: 'Plain text, kept as sent.', body: [] },
    ];
    const created = await send('POST', '/api/admin/issues', { ...newIssue, pageTexts });
    expect(created.status).toBe(201);
    expect(created.body?.pageTexts).toEqual(pageTexts);
    const id = String(created.body?.id);
    expect(await read(`/api/issues/${id}`)).toMatchObject({ pageTexts });
    const listed = (await read('/api/issues')) as unknown as Record<string, unknown>[];
    expect(listed.find((issue) => issue.id === id)).not.toHaveProperty('pageTexts');

    const withoutWords = await send('PUT', `/api/admin/issues/${id}`, { ...newIssue, pageTexts: [null, pageTexts[1]] });
    expect(withoutWords.body?.pageTexts).toEqual([null, pageTexts[1]]);
  });

  it('refuses page text that does not fit, naming the field, and stores nothing', async () => {
    const tooMany = await send('POST', '/api/admin/issues', {
      ...newIssue,
      pageTexts: [{ headline: 'One' }, { headline: 'Two' }, { headline: 'Three' }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.fields).toEqual({ pageTexts: 'has 3 entries for 2 pages' });
    const noHeadline = await send('POST', '/api/admin/issues', { ...newIssue, pageTexts: [{ body: ['Words.'] }] });
    expect(noHeadline.body?.fields).toEqual({ 'pageTexts.0.headline': 'is required' });
    const notText = await send('POST', '/api/admin/issues', { ...newIssue, pageTexts: [{ headline: 'A', body: [3] }] });
    expect(Object.keys(notText.body?.fields ?? {})).toEqual(['pageTexts.0.body.0']);
    expect(await read('/api/health')).toMatchObject({ issues: fixtureIssues.length });
  });

  it('answers 409 for a taken number and 404 for an unknown one', async () => {
    expect((await send('POST', '/api/admin/issues', { ...newIssue, id: '1' })).status).toBe(409);
    expect((await send('PUT', '/api/admin/issues/99', newIssue)).status).toBe(404);
    expect((await send('DELETE', '/api/admin/issues/99')).status).toBe(404);
    expect(await read('/api/issues/1')).toMatchObject({ title: fixtureIssues[0]?.title });
  });
});

describe('rebuild hook', () => {
  let hook: HookRecorder;

  beforeEach(async () => {
    hook = await recordHookCalls();
    start({ rebuildHook: { url: hook.url, token: 'hook-secret' } });
  });

  afterEach(() => hook.close());

  it('is told of every successful write, in the fixed shape, with its token', async () => {
    await send('POST', '/api/admin/blogs', newBlog);
    const call = await hook.next();
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.authorization).toBe('Bearer hook-secret');
    expect(call.body).toEqual({ changes: [{ kind: 'blog', id: 'dawn-at-sigiriya', action: 'create' }] });

    await send('PUT', '/api/admin/vlogs/galle-fort-walk', newVlog);
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'vlog', id: 'galle-fort-walk', action: 'update' }] });
    await send('POST', '/api/admin/issues', newIssue);
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'issue', id: '3', action: 'create' }] });
    await send('DELETE', '/api/admin/issues/1');
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'issue', id: '1', action: 'delete' }] });
  });

  it('hears nothing of failed writes', async () => {
    await send('POST', '/api/admin/blogs', newBlog, { Authorization: 'Bearer wrong' });
    await send('POST', '/api/admin/blogs', { ...newBlog, category: 'weather' });
    await send('POST', '/api/admin/blogs', { ...newBlog, id: 'brass-of-kandy' });
    await send('PUT', '/api/admin/blogs/no-such-blog', newBlog);
    await send('DELETE', '/api/admin/issues/99');
    // The next write that succeeds is the first thing the hook hears.
    await send('DELETE', '/api/admin/blogs/brass-of-kandy');
    expect((await hook.next()).body).toEqual({ changes: [{ kind: 'blog', id: 'brass-of-kandy', action: 'delete' }] });
    expect(hook.calls).toHaveLength(1);
  });

  it('sends no Authorization header when the hook has no token', async () => {
    start({ rebuildHook: { url: hook.url, token: undefined } });
    await send('DELETE', '/api/admin/blogs/brass-of-kandy');
    expect((await hook.next()).headers.authorization).toBeUndefined();
  });

  it('does not fail the write when the hook is down; it says so on the console', async () => {
    await hook.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const created = await send('POST', '/api/admin/blogs', newBlog);
    expect(created.status).toBe(201);
    expect(await read('/api/blogs/dawn-at-sigiriya')).toMatchObject({ title: newBlog.title });
    // The hook is called after the answer; its failure is logged once the refused connection is
    // noticed, which a busy machine may take longer than vi.waitFor's default 1 s to get to.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 15_000 });
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      `Rebuild hook ${hook.url} not reached for create blog dawn-at-sigiriya`,
    );
    warn.mockRestore();
  });
});
