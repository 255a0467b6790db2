/**
 * Deleting content through the editor routes takes it out of every reader's favourites and saves,
 * so publishing the same id again does not bring them back. The readers' lists are the real
 * personal store on the same database file, as the API runs it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { PersonalStore } from '../storage/storage.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const TOKEN = 'editor-token-for-tests-0123456789abcdef';
const READER = 'reader-ama';
const OTHER_READER = 'reader-ravi';

let magazine: TempMagazine;
let store: PersonalStore;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  store = magazine.db.personal;
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings: { editorToken: TOKEN } });
});

afterEach(async () => {
  await magazine.cleanup();
});

async function send(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Deletes through the editor route, then publishes what was there under the same id again. */
async function deleteAndPublishAgain(kind: 'blogs' | 'vlogs' | 'issues', id: string): Promise<void> {
  const stored = await send('GET', `/api/${kind}/${id}`);
  expect(stored.status).toBe(200);
  expect((await send('DELETE', `/api/admin/${kind}/${id}`)).status).toBe(200);
  expect((await send('POST', `/api/admin/${kind}`, stored.body)).status).toBe(201);
}

const listsOf = async (uid: string) => ({
  favourites: await store.listFavourites(uid),
  saved: await store.listSaved(uid),
});

describe('deleting content', () => {
  it('takes a vlog out of the favourites and saves of every reader; published again, it is in none', async () => {
    await store.toggleFavourite(READER, 'galle-fort-walk', 1000);
    await store.toggleSaved(READER, 'vlogs', 'galle-fort-walk', 2000);
    await store.toggleSaved(OTHER_READER, 'vlogs', 'galle-fort-walk', 3000);
    await store.toggleFavourite(READER, 'tea-country-mornings', 4000);

    await deleteAndPublishAgain('vlogs', 'galle-fort-walk');

    expect(await store.isFavourite(READER, 'galle-fort-walk')).toBe(false);
    expect(await store.isSaved(READER, 'vlogs', 'galle-fort-walk')).toBe(false);
    expect(await listsOf(READER)).toEqual({
      favourites: [{ itemId: 'tea-country-mornings', createdMs: 4000 }],
      saved: [],
    });
    expect(await listsOf(OTHER_READER)).toEqual({ favourites: [], saved: [] });
  });

  it('takes a blog out of the favourites, and an issue out of the saves, leaving other content', async () => {
    await store.toggleFavourite(READER, 'tea-country-mornings', 1000);
    await store.toggleFavourite(READER, 'south-coast-surf', 2000);
    await store.toggleSaved(READER, 'issues', '1', 3000);
    await store.toggleSaved(READER, 'issues', '2', 4000);

    await deleteAndPublishAgain('blogs', 'tea-country-mornings');
    await deleteAndPublishAgain('issues', '1');

    expect(await listsOf(READER)).toEqual({
      favourites: [{ itemId: 'south-coast-surf', createdMs: 2000 }],
      saved: [{ contentType: 'issues', contentId: '2', createdMs: 4000 }],
    });
  });

  it("forgets every reader's progress in a deleted issue, so the issue published again starts at its cover", async () => {
    await store.progress.record(READER, '1', 12, 1000);
    await store.progress.record(OTHER_READER, '1', 3, 2000);
    await store.progress.record(READER, '2', 5, 3000);

    await deleteAndPublishAgain('issues', '1');

    expect(await store.progress.list(READER)).toEqual([{ issueId: '2', page: 5, updatedMs: 3000 }]);
    expect(await store.progress.list(OTHER_READER)).toEqual([]);
  });

  it('leaves the lists alone when the delete is refused, and when content is replaced', async () => {
    await store.toggleFavourite(READER, 'galle-fort-walk', 1000);
    await store.toggleSaved(READER, 'vlogs', 'galle-fort-walk', 2000);
    await store.toggleSaved(READER, 'issues', '1', 3000);
    await store.progress.record(READER, '1', 7, 4000);
    const before = await listsOf(READER);

    // A vlog's id through the blog route is refused (409), and nothing is deleted.
    expect((await send('DELETE', '/api/admin/blogs/galle-fort-walk')).status).toBe(409);
    const vlog = await send('GET', '/api/vlogs/galle-fort-walk');
    expect((await send('PUT', '/api/admin/vlogs/galle-fort-walk', vlog.body)).status).toBe(200);
    const issue = await send('GET', '/api/issues/1');
    expect((await send('PUT', '/api/admin/issues/1', issue.body)).status).toBe(200);

    expect(await listsOf(READER)).toEqual(before);
    expect(await store.progress.list(READER)).toEqual([{ issueId: '1', page: 7, updatedMs: 4000 }]);
  });
});
