/**
 * The personal routes of the running API, with tokens from the running auth emulator: another
 * user's data is neither read nor changed (403), and a forged or expired token gets 401.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiCall, createReader, type Reader } from '../support/accounts.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** What user `who`'s own data is reached through, asked with `token`. */
function routes(who: Reader, token: string) {
  return [
    { path: `/blogs/is-favorited?blogId=x&userId=${who.uid}`, token },
    { path: `/issues/is-saved?issueId=1&userId=${who.uid}`, token },
    { path: `/vlogs/is-saved?issueId=x&userId=${who.uid}`, token },
    { path: `/issues/1/save`, token, body: { userId: who.uid } },
    { method: 'GET', path: `/issues/saved/${who.uid}`, token },
    { method: 'GET', path: `/blogs/favourites/${who.uid}`, token },
  ];
}

let alice: Reader;
let bob: Reader;
let blogId: string;
let vlogId: string;

test.beforeAll(async () => {
  [alice, bob] = await Promise.all([createReader('Alice'), createReader('Bob')]);
  const blogs = (await apiCall('/blogs', { method: 'GET' })).body as { id: string }[];
  const vlogs = (await apiCall('/vlogs', { method: 'GET' })).body as { id: string }[];
  blogId = blogs[0]?.id ?? '';
  vlogId = vlogs[0]?.id ?? '';
  // Bob keeps a favourite blog and a saved vlog.
  expect((await apiCall(`/blogs/${blogId}/favorite`, { token: bob.token, body: { userId: bob.uid } })).body).toEqual({
    isFavorited: true,
  });
  expect((await apiCall(`/vlogs/${vlogId}/save`, { token: bob.token, body: { userId: bob.uid } })).body).toEqual({
    isSaved: true,
  });
});

async function bobsData() {
  return {
    favourites: (await apiCall(`/blogs/favourites/${bob.uid}`, { method: 'GET', token: bob.token })).body,
    saved: (await apiCall(`/issues/saved/${bob.uid}`, { method: 'GET', token: bob.token })).body,
  };
}

test("user A's token cannot read or change user B's favourites and saves (403, B's data unchanged)", async () => {
  const before = await bobsData();
  expect(JSON.stringify(before)).toContain(blogId);
  expect(JSON.stringify(before)).toContain(vlogId);

  const attempts = [
    ...routes(bob, alice.token),
    { path: `/blogs/${blogId}/favorite`, token: alice.token, body: { userId: bob.uid } },
    { path: `/vlogs/${vlogId}/save`, token: alice.token, body: { userId: bob.uid } },
  ];
  for (const attempt of attempts) {
    const answer = await apiCall(attempt.path, attempt);
    expect(answer.status, attempt.path).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain(blogId);
  }
  expect(await bobsData()).toEqual(before);
  // Alice's own favourites are still empty: nothing was written for her either.
  expect((await apiCall(`/blogs/favourites/${alice.uid}`, { method: 'GET', token: alice.token })).body).toEqual({
    favouriteBlogs: [],
  });
});

test('a forged or expired token, or none, gets 401', async () => {
  const [header, payload] = alice.token.split('.');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgedHeader = base64url({ alg: 'RS256', kid: 'forged', typ: 'JWT' });
  const forged = `${forgedHeader}.${payload}.${sign('sha256', Buffer.from(`${forgedHeader}.${payload}`), privateKey).toString('base64url')}`;
  const longAgo = Math.floor(Date.now() / 1000) - 7200;
  const expired = `${header}.${base64url({ ...payloadOf(alice.token), iat: longAgo, auth_time: longAgo, exp: longAgo + 3600 })}.`;
  const otherProject = `${header}.${base64url({ ...payloadOf(alice.token), aud: 'demo-elsewhere', iss: 'https://securetoken.google.com/demo-elsewhere' })}.`;

  for (const token of [forged, expired, otherProject, 'garbage', undefined]) {
    for (const route of routes(alice, token as string)) {
      const answer = await apiCall(route.path, { ...route, token });
      expect(answer.status, `${route.path} with ${String(token).slice(0, 12)}`).toBe(401);
    }
  }
  // The genuine token still works.
  expect((await apiCall(`/issues/saved/${alice.uid}`, { method: 'GET', token: alice.token })).status).toBe(200);
});
