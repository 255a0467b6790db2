/**
 * Signed-in editors: real users and tokens from the unit tests' auth emulator, the claim set with
 * the same module `npm run editor:grant` uses. Nothing is mocked.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESK_ANSWERS, deskUserSchema } from '../../contract/desk.ts';
import { firebaseAccountAuth } from '../accounts/account-auth.ts';
import { EDITOR_CLAIM_KEPT_MS } from '../accounts/editor-claims.ts';
import { editorsAuth, setEditorClaim } from '../../stack/editor-claim.ts';
import { createApp } from '../app.ts';
import type { PersonalStore } from '../storage/storage.ts';
import {
  authEmulatorReady,
  createTestUser,
  emulatorProjectId,
  idTokenFor,
  tokenPayload,
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

async function call(method: string, path: string, token: string, body?: object, through = app) {
  const response = await through.request(path, {
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

  describe('the claim read from the user record', () => {
    const clock = { ms: Date.now() };
    const auth = () => editorsAuth(emulatorProjectId());
    /** An API whose brief keeping of the claim runs on `clock`. */
    const clockedApp = () =>
      createApp({
        db: magazine.db,
        mediaDir: magazine.mediaDir,
        settings: { editorToken: undefined },
        accounts: { auth: firebaseAccountAuth(emulatorProjectId(), { now: () => clock.ms }), store },
      });
    const me = (token: string, through: ReturnType<typeof createApp>) =>
      call('GET', '/api/admin/me', token, undefined, through);

    it('ends editor rights when the claim is taken away without revoking tokens, once briefly kept', async () => {
      const keeping = await createTestUser('Kee Ping');
      const { uid } = await setEditorClaim(auth(), keeping.email, true);
      const token = await idTokenFor(keeping.email, keeping.password);
      const api = clockedApp();
      expect((await me(token, api)).status).toBe(200);
      // As the Firebase console or another admin tool would: the token still carries the claim.
      await auth().setCustomUserClaims(uid, {});
      expect(tokenPayload(token).editor).toBe(true);
      clock.ms += EDITOR_CLAIM_KEPT_MS - 1;
      expect((await me(token, api)).status).toBe(200);
      clock.ms += 2;
      expect(await me(token, api)).toEqual({ status: 403, body: { error: DESK_ANSWERS.notEditor } });
    });

    it('gives editor rights to a token issued before the claim was granted', async () => {
      const granted = await createTestUser('Gran Ted');
      const token = await idTokenFor(granted.email, granted.password);
      const api = clockedApp();
      expect((await me(token, api)).status).toBe(403);
      await auth().setCustomUserClaims(granted.uid, { editor: true });
      expect(tokenPayload(token).editor).toBeUndefined();
      clock.ms += EDITOR_CLAIM_KEPT_MS + 1;
      expect((await me(token, api)).status).toBe(200);
    });

    it('ends editor rights at once when the claim is revoked, whatever is kept', async () => {
      const leaving = await createTestUser('Lea Ving Now');
      await setEditorClaim(auth(), leaving.email, true);
      const token = await idTokenFor(leaving.email, leaving.password);
      const api = clockedApp();
      expect((await me(token, api)).status).toBe(200);
      // Firebase revokes the tokens of sign-ins before the second of the revocation, not during it.
      const signedInS = Number(tokenPayload(token).auth_time);
      await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(signedInS);
      await setEditorClaim(auth(), leaving.email, false);
      // The clock stands still: the claim kept for this token has not lapsed.
      expect((await me(token, api)).status).toBe(401);
      const fresh = await idTokenFor(leaving.email, leaving.password);
      expect(await me(fresh, api)).toEqual({ status: 403, body: { error: DESK_ANSWERS.notEditor } });
    });
  });
});
