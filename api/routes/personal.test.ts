import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  favouriteBlogsResponseSchema,
  readingProgressResponseSchema,
  savedIssuesResponseSchema,
} from '../../contract/schemas.ts';
import { firebaseAccountAuth } from '../accounts/account-auth.ts';
import { AUTH_ERRORS } from '../accounts/signed-in.ts';
import { BODY_ERRORS } from '../http/json-body.ts';
import type { PersonalStore } from '../storage/storage.ts';
import { createApp } from '../app.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import {
  authEmulatorReady,
  createTestUser,
  emulatorProjectId,
  forgedToken,
  tamperedToken,
  type TestUser,
} from '../../tests/support/auth-users.ts';
import { fixtureContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

const NOW = Date.UTC(2026, 0, 15, 10, 30, 0, 250);

let alice: TestUser;
let bob: TestUser;
let magazine: TempMagazine;
let store: PersonalStore;
let app: ReturnType<typeof createApp>;
/** Every call the routes make on the database and the personal store, to prove a refusal read nothing. */
let calls: string[];

function recorded<T extends object>(target: T, label: string): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(`${label}.${String(key)}`);
        return (value as (...args: unknown[]) => unknown).apply(object, args);
      };
    },
  });
}

beforeAll(async () => {
  await authEmulatorReady();
  [alice, bob] = await Promise.all([createTestUser('Alice Perera'), createTestUser('Bob Silva')]);
}, 300_000);

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  store = magazine.db.personal;
  calls = [];
  app = createApp({
    db: recorded<MagazineStorage>(magazine.db, 'db'),
    mediaDir: magazine.mediaDir,
    accounts: { auth: firebaseAccountAuth(emulatorProjectId()), store: recorded(store, 'store'), now: () => NOW },
  });
  // What the app does as it starts (it listens for changes, looks for scheduled items) is not a request's doing.
  calls = [];
});

afterEach(async () => {
  await magazine.cleanup();
});

interface Call {
  method?: string;
  path: string;
  token?: string;
  body?: unknown;
}

async function call({ method = 'POST', path, token, body }: Call): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Every personal route, asked on behalf of `user` (whose data it names). */
const routesFor = (user: Pick<TestUser, 'uid'>): Call[] => [
  { path: `/api/blogs/is-favorited?blogId=tea-country-mornings&userId=${user.uid}` },
  { path: '/api/blogs/tea-country-mornings/favorite', body: { userId: user.uid } },
  { path: `/api/issues/is-saved?issueId=1&userId=${user.uid}` },
  { path: '/api/issues/1/save', body: { userId: user.uid } },
  { path: `/api/vlogs/is-saved?issueId=galle-fort-walk&userId=${user.uid}` },
  { path: '/api/vlogs/galle-fort-walk/save', body: { userId: user.uid } },
  { method: 'GET', path: `/api/issues/saved/${user.uid}` },
  { method: 'GET', path: `/api/blogs/favourites/${user.uid}` },
  { method: 'DELETE', path: `/api/blogs/tea-country-mornings/favorite?userId=${user.uid}` },
  { method: 'DELETE', path: `/api/issues/1/save?userId=${user.uid}` },
  { method: 'DELETE', path: `/api/vlogs/galle-fort-walk/save?userId=${user.uid}` },
  { path: '/api/issues/1/progress', body: { userId: user.uid, page: 3 } },
  { method: 'GET', path: `/api/issues/progress/${user.uid}` },
];

describe('favourites', () => {
  it('answers isFavorited, toggles it, and lists favourites with their article and date', async () => {
    const ask = () =>
      call({ path: `/api/blogs/is-favorited?blogId=tea-country-mornings&userId=${alice.uid}`, token: alice.idToken });
    expect(await ask()).toEqual({ status: 200, body: { isFavorited: false } });

    const toggle = () =>
      call({ path: '/api/blogs/tea-country-mornings/favorite', token: alice.idToken, body: { userId: alice.uid } });
    expect(await toggle()).toEqual({ status: 200, body: { isFavorited: true } });
    expect(await ask()).toEqual({ status: 200, body: { isFavorited: true } });

    const list = await call({ method: 'GET', path: `/api/blogs/favourites/${alice.uid}`, token: alice.idToken });
    expect(list.status).toBe(200);
    expect(favouriteBlogsResponseSchema.parse(list.body).favouriteBlogs).toEqual([
      {
        id: 'tea-country-mornings',
        type: 'blog',
        title: 'Tea Country Mornings',
        categoryName: 'Travel & Tourism',
        images: ['/media/blogs/tea-country-mornings/1-1600x1000.webp', expect.stringMatching(/\/2-1600x1000\.webp$/)],
        timestamp: { seconds: Math.floor(NOW / 1000), nanoseconds: 250_000_000 },
      },
    ]);

    expect(await toggle()).toEqual({ status: 200, body: { isFavorited: false } });
    expect(await ask()).toEqual({ status: 200, body: { isFavorited: false } });
  });

  it('refuses unknown and malformed ids', async () => {
    const unknown = await call({
      path: '/api/blogs/no-such-post/favorite',
      token: alice.idToken,
      body: { userId: alice.uid },
    });
    expect(unknown).toEqual({ status: 404, body: { error: 'Blog not found' } });
    const malformed = await call({
      path: '/api/blogs/Bad_Id/favorite',
      token: alice.idToken,
      body: { userId: alice.uid },
    });
    expect(malformed.status).toBe(400);
    const noBlog = await call({ path: `/api/blogs/is-favorited?userId=${alice.uid}`, token: alice.idToken });
    expect(noBlog).toEqual({ status: 400, body: { error: 'Invalid blogId' } });
  });
});

describe('saves', () => {
  it('saves issues and vlogs, answers isSaved, and lists both with a Firestore-style timestamp', async () => {
    for (const path of ['/api/issues/1/save', '/api/vlogs/galle-fort-walk/save']) {
      expect(await call({ path, token: alice.idToken, body: { userId: alice.uid } })).toEqual({
        status: 200,
        body: { isSaved: true },
      });
    }
    expect(await call({ path: `/api/issues/is-saved?issueId=1&userId=${alice.uid}`, token: alice.idToken })).toEqual({
      status: 200,
      body: { isSaved: true },
    });
    expect(await call({ path: `/api/issues/is-saved?issueId=2&userId=${alice.uid}`, token: alice.idToken })).toEqual({
      status: 200,
      body: { isSaved: false },
    });

    const list = await call({ method: 'GET', path: `/api/issues/saved/${alice.uid}`, token: alice.idToken });
    const timestamp = { seconds: Math.floor(NOW / 1000), nanoseconds: 250_000_000 };
    expect(savedIssuesResponseSchema.parse(list.body).savedIssues).toEqual([
      { id: '1', type: 'issue', title: 'The Escape', coverImage: '/media/issues/1/page-01-1000x1300.webp', timestamp },
      {
        id: 'galle-fort-walk',
        type: 'vlog',
        title: 'A Walk Through Galle Fort',
        coverImage: expect.stringMatching(/^\/media\/vlogs\/galle-fort-walk\//),
        timestamp,
      },
    ]);

    // Saving again takes it back out.
    expect(await call({ path: '/api/issues/1/save', token: alice.idToken, body: { userId: alice.uid } })).toEqual({
      status: 200,
      body: { isSaved: false },
    });
  });

  it('refuses unknown content, a blog saved as a vlog, and other content types', async () => {
    const body = { userId: alice.uid };
    expect(await call({ path: '/api/issues/99/save', token: alice.idToken, body })).toEqual({
      status: 404,
      body: { error: 'Issue not found' },
    });
    expect(await call({ path: '/api/vlogs/tea-country-mornings/save', token: alice.idToken, body })).toEqual({
      status: 404,
      body: { error: 'Vlog not found' },
    });
    expect((await call({ path: '/api/issues/abc/save', token: alice.idToken, body })).status).toBe(400);
    expect((await call({ path: '/api/blogs/tea-country-mornings/save', token: alice.idToken, body })).status).toBe(404);
  });

  it('answers 400 when the request names no user', async () => {
    expect(await call({ path: '/api/issues/1/save', token: alice.idToken, body: {} })).toEqual({
      status: 400,
      body: { error: AUTH_ERRORS.noUser },
    });
    expect(await call({ path: '/api/issues/is-saved?issueId=1', token: alice.idToken })).toEqual({
      status: 400,
      body: { error: AUTH_ERRORS.noUser },
    });
    // A body that cannot be read at all gets the answer every route gives it.
    expect(await call({ path: '/api/issues/1/save', token: alice.idToken })).toEqual({
      status: 400,
      body: { error: BODY_ERRORS.empty },
    });
  });
});

describe('reading progress', () => {
  const record = (issueId: string, page: unknown, user = alice) =>
    call({ path: `/api/issues/${issueId}/progress`, token: user.idToken, body: { userId: user.uid, page } });
  const list = (user = alice) => call({ method: 'GET', path: `/api/issues/progress/${user.uid}`, token: user.idToken });

  it("keeps the last page per issue, with the issue's page count, for its reader only", async () => {
    const pageCount = (await magazine.db.findIssue(1))?.pages?.length;
    expect(await record('1', 1)).toEqual({
      status: 200,
      body: { issueId: '1', page: 1, updatedMs: NOW, pageCount },
    });
    expect(await record('1', 2)).toMatchObject({ status: 200, body: { page: 2 } });
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(readingProgressResponseSchema.parse(answer.body)).toEqual({
      progress: [{ issueId: '1', page: 2, updatedMs: NOW, pageCount }],
    });
    expect((await list(bob)).body).toEqual({ progress: [] });
  });

  it('refuses a page the issue does not have, an unknown issue and a malformed body, storing nothing', async () => {
    expect(await record('1', 0)).toMatchObject({ status: 400, body: { fields: { page: expect.any(String) } } });
    expect(await record('1', 2.5)).toMatchObject({ status: 400 });
    expect(await record('1', '4')).toMatchObject({ status: 400 });
    expect(await record('1', 10_000)).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^page must be from 1 to \d+$/) },
    });
    expect(await record('999', 1)).toEqual({ status: 404, body: { error: 'Issue not found' } });
    expect(await record('x', 1)).toEqual({ status: 400, body: { error: 'Invalid issue id' } });
    expect(await store.progress.list(alice.uid)).toEqual([]);
  });
});

describe('removing', () => {
  const remove = (path: string, token = alice.idToken) => call({ method: 'DELETE', path, token });

  it('takes a favourite off for good: never adds one, and answers the same when done twice', async () => {
    await store.toggleFavourite(alice.uid, 'tea-country-mornings', NOW);
    await store.toggleFavourite(bob.uid, 'tea-country-mornings', NOW);
    const path = `/api/blogs/tea-country-mornings/favorite?userId=${alice.uid}`;
    expect(await remove(path)).toEqual({ status: 200, body: { isFavorited: false } });
    expect(await store.isFavourite(alice.uid, 'tea-country-mornings')).toBe(false);
    expect(await remove(path)).toEqual({ status: 200, body: { isFavorited: false } });
    expect(await store.isFavourite(alice.uid, 'tea-country-mornings')).toBe(false);
    expect(await store.isFavourite(bob.uid, 'tea-country-mornings')).toBe(true);
  });

  it('takes saved issues and vlogs off, each of its own type', async () => {
    await store.toggleSaved(alice.uid, 'issues', '1', NOW);
    await store.toggleSaved(alice.uid, 'vlogs', 'galle-fort-walk', NOW);
    expect(await remove(`/api/issues/1/save?userId=${alice.uid}`)).toEqual({ status: 200, body: { isSaved: false } });
    expect(await store.listSaved(alice.uid)).toEqual([
      { contentType: 'vlogs', contentId: 'galle-fort-walk', createdMs: NOW },
    ]);
    expect(await remove(`/api/vlogs/galle-fort-walk/save?userId=${alice.uid}`)).toEqual({
      status: 200,
      body: { isSaved: false },
    });
    expect(await store.listSaved(alice.uid)).toEqual([]);
  });

  it('takes off a favourite or save of content that is gone', async () => {
    await store.toggleFavourite(alice.uid, 'no-longer-here', NOW);
    await store.toggleSaved(alice.uid, 'issues', '99', NOW);
    expect((await remove(`/api/blogs/no-longer-here/favorite?userId=${alice.uid}`)).status).toBe(200);
    expect((await remove(`/api/issues/99/save?userId=${alice.uid}`)).status).toBe(200);
    expect({ favourites: await store.listFavourites(alice.uid), saved: await store.listSaved(alice.uid) }).toEqual({
      favourites: [],
      saved: [],
    });
  });

  it('refuses malformed ids and a request that names no user', async () => {
    expect((await remove(`/api/blogs/Bad_Id/favorite?userId=${alice.uid}`)).status).toBe(400);
    expect((await remove(`/api/issues/abc/save?userId=${alice.uid}`)).status).toBe(400);
    expect(await remove('/api/issues/1/save')).toEqual({ status: 400, body: { error: AUTH_ERRORS.noUser } });
  });
});

describe('content type', () => {
  it('answers 415 to a toggle not sent as JSON, and changes nothing', async () => {
    for (const path of [
      '/api/blogs/tea-country-mornings/favorite',
      '/api/issues/1/save',
      '/api/vlogs/galle-fort-walk/save',
    ]) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${alice.idToken}` },
        body: JSON.stringify({ userId: alice.uid }),
      });
      expect(response.status, path).toBe(415);
      expect(await response.json(), path).toEqual({ error: BODY_ERRORS.notJsonType });
    }
    expect(await store.listFavourites(alice.uid)).toEqual([]);
    expect(await store.listSaved(alice.uid)).toEqual([]);
  });
});

describe('methods', () => {
  it('answers other methods on the write routes with 405 and Allow', async () => {
    const allowed = {
      '/api/blogs/is-favorited': 'POST, OPTIONS',
      '/api/blogs/tea-country-mornings/favorite': 'POST, DELETE, OPTIONS',
      '/api/issues/1/save': 'POST, DELETE, OPTIONS',
    };
    for (const [path, allow] of Object.entries(allowed)) {
      const response = await app.request(path);
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
    }
    expect((await app.request(`/api/issues/saved/${alice.uid}`, { method: 'POST' })).status).toBe(405);
  });
});

describe('security', () => {
  it('answers 401 to every route without a token, reading nothing', async () => {
    for (const route of routesFor(alice)) {
      const response = await app.request(route.path, {
        method: route.method ?? 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: route.body ? JSON.stringify(route.body) : undefined,
      });
      expect(response.status, route.path).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(errorResponseSchema.parse(await response.json()).error).toBe(AUTH_ERRORS.missingToken);
    }
    expect(calls).toEqual([]);
  });

  it('answers 401 to forged, tampered, expired, foreign and malformed tokens', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signWithOwnKey = (data: string) => sign('sha256', Buffer.from(data), privateKey).toString('base64url');
    const longAgo = Math.floor(Date.now() / 1000) - 7200;
    const badTokens = {
      forged: forgedToken(alice.idToken, signWithOwnKey),
      expired: tamperedToken(alice.idToken, { iat: longAgo, auth_time: longAgo, exp: longAgo + 3600 }),
      otherProject: tamperedToken(alice.idToken, {
        aud: 'demo-another-project',
        iss: 'https://securetoken.google.com/demo-another-project',
      }),
      unknownUser: tamperedToken(alice.idToken, { sub: 'no-such-user', user_id: 'no-such-user' }),
      malformed: 'not.a.token',
      empty: '',
    };
    for (const [kind, token] of Object.entries(badTokens)) {
      for (const route of routesFor(alice)) {
        const answer = await call({ ...route, token });
        expect(answer.status, `${kind} ${route.path}`).toBe(401);
      }
    }
    expect(calls).toEqual([]);
  });

  it("answers 403 when one user's token names another user, and leaves the other's data untouched", async () => {
    // Bob keeps a favourite and a saved issue.
    await call({ path: '/api/blogs/south-coast-surf/favorite', token: bob.idToken, body: { userId: bob.uid } });
    await call({ path: '/api/issues/2/save', token: bob.idToken, body: { userId: bob.uid } });
    const bobsData = async () => ({
      favourites: await store.listFavourites(bob.uid),
      saved: await store.listSaved(bob.uid),
    });
    const before = await bobsData();
    expect(before.favourites).toHaveLength(1);
    expect(before.saved).toHaveLength(1);

    calls = [];
    for (const route of routesFor(bob)) {
      const answer = await call({ ...route, token: alice.idToken });
      expect(answer, route.path).toEqual({ status: 403, body: { error: AUTH_ERRORS.otherUser } });
    }
    // Nothing was read or written on Bob's behalf, or at all.
    expect(calls).toEqual([]);
    expect(await bobsData()).toEqual(before);
    expect(await store.listFavourites(alice.uid)).toEqual([]);
    expect(await store.listSaved(alice.uid)).toEqual([]);
  });
});

describe('without accounts configured', () => {
  it('answers 503 rather than guessing who the user is', async () => {
    const bare = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
    const response = await bare.request(`/api/issues/saved/${alice.uid}`, {
      headers: { Authorization: `Bearer ${alice.idToken}` },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: AUTH_ERRORS.unavailable });
  });
});
