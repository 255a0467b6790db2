import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signupResponseSchema } from '../../contract/schemas.ts';
import { firebaseAccountAuth, type AccountAuth } from '../accounts/account-auth.ts';
import { AUTH_ERRORS } from '../accounts/signed-in.ts';
import { createApp } from '../app.ts';
import { BODY_ERRORS } from '../http/json-body.ts';
import { openPersonalStore, type PersonalStore } from '../storage/personal-lists.ts';
import {
  authEmulatorReady,
  emulatorProjectId,
  idTokenFor,
  tokenPayload,
  uniqueEmail,
} from '../../tests/support/auth-users.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { SIGNUP_ANSWERS } from './signup.ts';

let magazine: TempMagazine;
let store: PersonalStore;
let auth: AccountAuth;
let app: ReturnType<typeof createApp>;

beforeAll(() => authEmulatorReady(), 300_000);

beforeEach(() => {
  magazine = openTempMagazine();
  store = openPersonalStore(magazine.dbFile);
  auth = firebaseAccountAuth(emulatorProjectId());
  app = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, accounts: { auth, store } });
});

afterEach(() => {
  store.close();
  magazine.cleanup();
});

async function signup(body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/auth/signup', () => {
  it('creates the Firebase user with the full name as display name, who can then sign in', async () => {
    const email = uniqueEmail('signup');
    const answer = await signup({ firstname: 'Nadia Silva', email, password: 'secret1' });
    expect(answer.status).toBe(201);
    expect(signupResponseSchema.parse(answer.body)).toEqual({ status: 'success', message: SIGNUP_ANSWERS.created });

    const admin = getApps().find((candidate) => candidate.name.endsWith(emulatorProjectId()));
    if (!admin) throw new Error('no admin app');
    const user = await getAuth(admin).getUserByEmail(email);
    expect(user.displayName).toBe('Nadia Silva');
    const token = await idTokenFor(email, 'secret1');
    expect(tokenPayload(token).name).toBe('Nadia Silva');
  });

  it('answers 409 with a clear message when the e-mail already has an account', async () => {
    const email = uniqueEmail('taken');
    expect((await signup({ firstname: 'First', email, password: 'secret1' })).status).toBe(201);
    expect(await signup({ firstname: 'Second', email, password: 'another1' })).toEqual({
      status: 409,
      body: { error: SIGNUP_ANSWERS.emailTaken },
    });
  });

  it('answers 400 for missing or malformed details, and for a password Firebase refuses', async () => {
    for (const [body, field] of [
      [{}, 'firstname'],
      [{ firstname: ' ', email: uniqueEmail(), password: 'secret1' }, 'firstname'],
      [{ firstname: 'Name', email: 'not-an-email', password: 'secret1' }, 'email'],
      [{ firstname: 'Name', email: uniqueEmail(), password: '' }, 'password'],
    ] as const) {
      expect(await signup(body)).toEqual({
        status: 400,
        body: { error: SIGNUP_ANSWERS.invalid, fields: expect.objectContaining({ [field]: expect.any(String) }) },
      });
    }
    expect(await signup('not json')).toEqual({ status: 400, body: { error: BODY_ERRORS.notJson } });
    const short = await signup({ firstname: 'Name', email: uniqueEmail(), password: '123' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('at least 6 characters');
  });

  it('answers other methods with 405', async () => {
    const response = await app.request('/api/auth/signup');
    expect(response.status).toBe(405);
  });

  it('answers 503 without accounts configured, and 500 (logged) when Firebase fails', async () => {
    const bare = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
    const response = await bare.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstname: 'Name', email: uniqueEmail(), password: 'secret1' }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: AUTH_ERRORS.unavailable });

    const failing: AccountAuth = { ...auth, createUser: () => Promise.reject(new Error('service down')) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createApp({ db: magazine.db, mediaDir: magazine.mediaDir, accounts: { auth: failing, store } });
    const failed = await broken.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstname: 'Name', email: uniqueEmail(), password: 'secret1' }),
    });
    expect(failed.status).toBe(500);
    expect(logged).toHaveBeenCalledWith(
      'POST /api/auth/signup failed:',
      expect.objectContaining({ message: 'service down' }),
    );
    logged.mockReset();
  });
});
