/**
 * Signed-in editors: real users and tokens from the unit tests' auth emulator, the claim set with
 * the same module `npm run editor:grant` uses. Nothing is mocked.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESK_ANSWERS, deskUserSchema } from '../../contract/desk.ts';
import { firebaseAccountAuth } from '../accounts/account-auth.ts';
import { editorsAuth, setEditorClaim } from '../../stack/editor-claim.ts';
import { createApp } from '../app.ts';
import type { PersonalStore } from '../storage/storage.ts';
import {
  authEmulatorReady,
  createTestUser,
  emulatorProjectId,
  idTokenFor,
  type TestUser,
} from '../../tests/support/auth-users.ts';
import { fixtureBlogs, fixtureContent } from '../../tests/support/items.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../../tests/support/temp-magazine.ts';

let editor: TestUser;
let reader: TestUser;
let editorToken: string;
let magazine: TempMagazine;
let store: PersonalStore;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  await authEmulatorReady();
  [editor, reader] = await Promise.all([createTestUser('Ed Itor'), createTestUser('Rea Der')]);
  await setEditorClaim(editorsAuth(emulatorProjectId()), editor.email, true);
  // A token issued after the grant carries the claim.
  editorToken = await idTokenFor(editor.email, editor.password);
}, 300_000);

beforeEach(async () => {
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  store = magazine.db.personal;
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { editorToken: undefined },
    accounts: { auth: firebaseAccountAuth(emulatorProjectId()), store },
  });
});

afterEach(async () => {
  await magazine.cleanup();
});

async function call(method: string, path: string, token: string, body?: object) {
  const response = await app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const blogPath = `/api/admin/blogs/${fixtureBlogs[0]?.id}`;
const edit = { title: 'Edited at the Desk', category: 'travel', description: ['Text.'] };

describe('signed-in editors', () => {
  it('says who is signed in', async () => {
    const me = await call('GET', '/api/admin/me', editorToken);
    expect(deskUserSchema.parse(me.body)).toEqual({ email: editor.email, editor: true });
  });

  it('writes with the version it read, and the log names the editor', async () => {
    const answer = await call('PUT', blogPath, editorToken, { ...edit, version: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ updatedBy: editor.email, version: 2 });
    expect((await magazine.db.audit.list({ limit: 1 }))[0]).toMatchObject({ who: editor.email, action: 'update' });
  });

  it('must name the version it read', async () => {
    const answer = await call('PUT', blogPath, editorToken, edit);
    expect(answer).toEqual({ status: 400, body: { error: expect.any(String), fields: { version: 'is required' } } });
  });

  it('refuses a signed-in reader without the claim with 403, and changes nothing', async () => {
    const before = await (await app.request(`/api/blogs/${fixtureBlogs[0]?.id}`)).text();
    for (const [method, path, body] of [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/library'],
      ['PUT', blogPath, { ...edit, version: 1 }],
      ['DELETE', blogPath],
      ['POST', '/api/admin/blogs', edit],
    ] as const) {
      expect(await call(method, path, reader.idToken, body), `${method} ${path}`).toEqual({
        status: 403,
        body: { error: DESK_ANSWERS.notEditor },
      });
    }
    expect(await (await app.request(`/api/blogs/${fixtureBlogs[0]?.id}`)).text()).toBe(before);
    expect(await magazine.db.audit.list({ limit: 10 })).toEqual([]);
  });

  it('refuses a token that is not one, with 401', async () => {
    const answer = await call('GET', '/api/admin/me', 'not-a-token');
    expect(answer.status).toBe(401);
  });

  it('loses the routes when the claim is revoked, and the old tokens are revoked with it', async () => {
    const leaving = await createTestUser('Lea Ving');
    const auth = editorsAuth(emulatorProjectId());
    const { uid } = await setEditorClaim(auth, leaving.email, true);
    const token = await idTokenFor(leaving.email, leaving.password);
    expect((await call('GET', '/api/admin/me', token)).status).toBe(200);
    await setEditorClaim(auth, leaving.email, false);
    // Tokens issued before this second no longer verify (a token of the same second still may).
    expect((await auth.getUser(uid)).tokensValidAfterTime).toBeDefined();
    expect((await auth.getUser(uid)).customClaims).toEqual({});
    const fresh = await idTokenFor(leaving.email, leaving.password);
    expect(await call('GET', '/api/admin/me', fresh)).toEqual({ status: 403, body: { error: DESK_ANSWERS.notEditor } });
  });
});
