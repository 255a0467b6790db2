/**
 * What a delete through the editor routes leaves behind: its id is never given to a new item (whose
 * history would show the deleted one's), and the uploads only it used are removed, on the
 * engine the tests run on (SQLite, or PostgreSQL under `npm run test:postgres`).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { fixtureContent, fixtureIssues } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { editorToken: TOKEN } });
});

afterEach(() => magazine.cleanup());

async function send(method: string, path: string, body?: unknown) {
  const response = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const history = async (kind: string, id: string) =>
  ((await send('GET', `/api/admin/log?kind=${kind}&id=${id}`)).body.entries as { action: string }[]).map(
    (entry) => entry.action,
  );

const blog = (title: string, images: string[] = []) => ({
  title,
  category: 'travel',
  description: ['Words.'],
  images,
});

const issue = (title: string, pages: string[]) => ({ title, pages });

describe('ids of deleted content', () => {
  it('gives a new issue the number after every issue there was, and it has only its own history', async () => {
    const pages = ['/media/issues/x/page-1.webp'];
    const first = await send('POST', '/api/admin/issues', issue('Monsoon', pages));
    const firstId = String(first.body.id);
    expect(firstId).toBe(String(fixtureIssues.length + 1));
    expect((await send('DELETE', `/api/admin/issues/${firstId}`)).status).toBe(200);

    const next = await send('POST', '/api/admin/issues', issue('Harvest', pages));
    expect(next.body.id).toBe(String(fixtureIssues.length + 2));
    expect(await history('issue', String(next.body.id))).toEqual(['create']);
    expect(await history('issue', firstId)).toEqual(['delete', 'create']);
  });

  it('gives a new blog another slug than a deleted one of the same title', async () => {
    const first = await send('POST', '/api/admin/blogs', blog('Dawn at Sigiriya'));
    expect(first.body.id).toBe('dawn-at-sigiriya');
    expect((await send('DELETE', '/api/admin/blogs/dawn-at-sigiriya')).status).toBe(200);

    const again = await send('POST', '/api/admin/blogs', blog('Dawn at Sigiriya'));
    expect(again.body.id).toBe('dawn-at-sigiriya-2');
    expect(await history('blog', 'dawn-at-sigiriya-2')).toEqual(['create']);
    // An id the editor names is theirs to publish again (the same address).
    expect((await send('POST', '/api/admin/blogs', { ...blog('Dawn'), id: 'dawn-at-sigiriya' })).status).toBe(201);
  });
});

describe('uploads of deleted content', () => {
  /** An upload as the media route stores one: a folder of sizes under uploads/. */
  function upload(folder: string): string {
    mkdirSync(join(magazine.mediaDir, 'uploads', folder), { recursive: true });
    for (const size of ['800x500', '1600x1000']) {
      writeFileSync(join(magazine.mediaDir, 'uploads', folder, `article-${size}.webp`), 'webp');
    }
    return `/media/uploads/${folder}/article-1600x1000.webp`;
  }
  const kept = (folder: string) => existsSync(join(magazine.mediaDir, 'uploads', folder));

  it('removes the uploads only the deleted item used, and keeps those another item uses in any state', async () => {
    const [own, shared, inDraft, inChanges] = ['a1b2c3', 'shared01', 'draft01', 'changes01'].map(upload);
    const created = await send('POST', '/api/admin/blogs', blog('Brass and Fire', [own ?? '', shared ?? '']));
    expect(created.status).toBe(201);
    await send('POST', '/api/admin/blogs', blog('Brass Again', [shared ?? '']));
    await send('POST', '/api/admin/blogs', { ...blog('Unfinished', [inDraft ?? '']), status: 'draft' });
    const live = await send('POST', '/api/admin/blogs', blog('Kept Live'));
    // Changes kept beside a live item, not yet published, name the picture too.
    const kept1 = await send('PUT', `/api/admin/blogs/${String(live.body.id)}`, {
      ...blog('Kept Live', [inChanges ?? '']),
      version: 1,
      unpublishedChanges: true,
    });
    expect(kept1.status).toBe(200);

    expect((await send('DELETE', `/api/admin/blogs/${String(created.body.id)}`)).status).toBe(200);
    expect(kept('a1b2c3')).toBe(false);
    expect((await app.request(own ?? '')).status).toBe(404);
    expect([kept('shared01'), kept('draft01'), kept('changes01')]).toEqual([true, true, true]);
    expect((await app.request(shared ?? '')).status).toBe(200);

    await send('DELETE', '/api/admin/blogs/brass-again');
    await send('DELETE', `/api/admin/blogs/${String(live.body.id)}`);
    expect([kept('shared01'), kept('draft01'), kept('changes01')]).toEqual([false, true, false]);
  });

  it("removes a deleted issue's uploaded pages, and leaves media that are not uploads", async () => {
    const pages = [upload('page01'), upload('page02'), '/media/issues/1/page-01-1000x1300.webp'];
    mkdirSync(join(magazine.mediaDir, 'issues', '1'), { recursive: true });
    writeFileSync(join(magazine.mediaDir, 'issues', '1', 'page-01-1000x1300.webp'), 'webp');
    const created = await send('POST', '/api/admin/issues', issue('Monsoon', pages));
    expect((await send('DELETE', `/api/admin/issues/${String(created.body.id)}`)).status).toBe(200);
    expect([kept('page01'), kept('page02')]).toEqual([false, false]);
    expect(existsSync(join(magazine.mediaDir, 'issues', '1', 'page-01-1000x1300.webp'))).toBe(true);
  });
});
