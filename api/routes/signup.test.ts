import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_ERRORS, signupProblems } from '../../contract/account-rules.ts';
import { signupResponseSchema } from '../../contract/schemas.ts';
import { firebaseAccountAuth, type AccountAuth } from '../accounts/account-auth.ts';
import { AUTH_ERRORS } from '../accounts/signed-in.ts';
import { createApp, type AppDeps } from '../app.ts';
import { BODY_ERRORS } from '../http/json-body.ts';
import type { PersonalStore } from '../storage/storage.ts';
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
let now: number;
let app: ReturnType<typeof createApp>;

function makeApp(settings: AppDeps['settings'] = {}): ReturnType<typeof createApp> {
  return createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings,
    now: () => now,
    accounts: { auth, store },
  });
}

beforeAll(() => authEmulatorReady(), 300_000);

beforeEach(async () => {
  magazine = await openTempMagazine();
  store = magazine.db.personal;
  auth = firebaseAccountAuth(emulatorProjectId());
  now = Date.parse('2026-03-01T09:00:00Z');
  app = makeApp();
});

afterEach(async () => {
  await magazine.cleanup();
});

/** What @hono/node-server hands the app for a request on a socket from `ip`. */
const fromSocket = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

let nextIp = 1;
/** Each call comes from its own client unless one is given, so tests stay clear of the account limit. */
async function signup(
  body: unknown,
  { ip = `198.51.100.${nextIp++ % 250}`, headers = {}, on = app } = {},
): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await on.request(
    '/api/auth/signup',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromSocket(ip),
  );
  return { status: response.status, body: await response.json(), response };
}

const outcome = async (...args: Parameters<typeof signup>) => {
  const { status, body } = await signup(...args);
  return { status, body };
};

async function accountExists(email: string): Promise<boolean> {
  const admin = getApps().find((candidate) => candidate.name.endsWith(emulatorProjectId()));
  if (!admin) throw new Error('no admin app');
  return getAuth(admin)
    .getUserByEmail(email)
    .then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: string }).code === 'auth/user-not-found') return false;
        throw error;
      },
    );
}

describe('POST /api/auth/signup', () => {
  it('creates the Firebase user with the full name as display name, who can then sign in', async () => {
    const email = uniqueEmail('signup');
    const answer = await outcome({ firstname: 'Nadia Silva', email, password: 'secret1' });
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
    expect(await outcome({ firstname: 'Second', email, password: 'another1' })).toEqual({
      status: 409,
      body: { error: SIGNUP_ANSWERS.emailTaken },
    });
  });

  it("holds the details to the sign-up form's rules, in its words, and creates no account for them", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstname: 'x'.repeat(20_000) }, { firstname: SIGNUP_ERRORS.nameTooLong }],
      [{ firstname: ` ${'x'.repeat(101)} ` }, { firstname: SIGNUP_ERRORS.nameTooLong }],
      [{ firstname: '   ' }, { firstname: SIGNUP_ERRORS.nameRequired }],
      [{ firstname: undefined }, { firstname: SIGNUP_ERRORS.nameRequired }],
      [{ email: '' }, { email: SIGNUP_ERRORS.emailRequired }],
      [{ email: 'ama@example' }, { email: SIGNUP_ERRORS.emailInvalid }],
      [{ password: '' }, { password: SIGNUP_ERRORS.passwordRequired }],
      [{ password: '12345' }, { password: SIGNUP_ERRORS.passwordTooShort }],
    ];
    for (const [change, fields] of cases) {
      const email = uniqueEmail('refused');
      const body = { firstname: 'Nadia Silva', email, password: 'secret1', ...change };
      const [message] = Object.values(fields);
      expect(await outcome(body), JSON.stringify(change).slice(0, 80)).toEqual({
        status: 400,
        body: { error: message, fields },
      });
      expect(await accountExists(email)).toBe(false);
    }
    // The form's own checks pass exactly these, and so does the API.
    const edge = { firstname: ` ${'x'.repeat(100)} `, email: ` ${uniqueEmail('edge')} `, password: '123456' };
    expect(signupProblems(edge)).toEqual({});
    expect((await signup(edge)).status).toBe(201);
  });

  it('names every field at fault, and answers the general words when more than one is', async () => {
    expect(await outcome({})).toEqual({
      status: 400,
      body: {
        error: SIGNUP_ANSWERS.invalid,
        fields: {
          firstname: SIGNUP_ERRORS.nameRequired,
          email: SIGNUP_ERRORS.emailRequired,
          password: SIGNUP_ERRORS.passwordRequired,
        },
      },
    });
    expect(await outcome({ firstname: 7, email: 'a@b.co', password: 'secret1' })).toEqual({
      status: 400,
      body: { error: expect.stringContaining('expected string'), fields: { firstname: expect.any(String) } },
    });
    expect(await outcome('not json')).toEqual({ status: 400, body: { error: BODY_ERRORS.notJson } });
  });

  it('answers 415 to details not sent as JSON, and creates no account', async () => {
    const email = uniqueEmail('plain');
    const answer = await outcome(JSON.stringify({ firstname: 'Plain', email, password: 'secret1' }), {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(answer).toEqual({ status: 415, body: { error: BODY_ERRORS.notJsonType } });
    expect(await accountExists(email)).toBe(false);
  });

  it('lets one client ask for 3 accounts a minute; more get 429 and no account, other clients are not held', async () => {
    const ip = '203.0.113.7';
    const tries = Array.from({ length: 8 }, (_, n) => ({ firstname: `Reader ${n}`, email: uniqueEmail(`burst${n}`) }));
    const answers = [];
    for (const details of tries) answers.push(await signup({ ...details, password: '123456' }, { ip }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const limited = answers[3];
    expect(limited?.body).toEqual({ error: SIGNUP_ANSWERS.tooMany });
    expect(limited?.response.headers.get('retry-after')).toBe('60');
    expect(limited?.response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await Promise.all(tries.map((details) => accountExists(details.email)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);

    const other = { firstname: 'Other', email: uniqueEmail('other'), password: 'secret1' };
    expect((await signup(other, { ip: '203.0.113.8' })).status).toBe(201);
    now += 60_000;
    expect(
      (await signup({ firstname: 'Later', email: uniqueEmail('later'), password: 'secret1' }, { ip })).status,
    ).toBe(201);
  });

  it('counts refused details and taken e-mails too, and takes the limit from its setting', async () => {
    const ip = '203.0.113.9';
    const taken = uniqueEmail('counted');
    expect((await signup({ firstname: 'A', email: taken, password: 'secret1' }, { ip })).status).toBe(201);
    expect((await signup({ firstname: 'A', email: taken, password: 'secret1' }, { ip })).status).toBe(409);
    expect((await signup({ firstname: 'A', email: uniqueEmail(), password: '1' }, { ip })).status).toBe(400);
    expect((await signup({ firstname: 'A', email: uniqueEmail(), password: 'secret1' }, { ip })).status).toBe(429);

    // Another client: the counts are kept in the storage, which every app on it shares.
    const strict = makeApp({ accountLimitPerMinute: 1 });
    const once = (n: number) =>
      signup({ firstname: 'S', email: uniqueEmail(`s${n}`), password: 'secret1' }, { ip: '203.0.113.10', on: strict });
    expect((await once(1)).status).toBe(201);
    expect((await once(2)).status).toBe(429);
  });

  it('tells clients apart behind a trusted proxy by X-Forwarded-For, and ignores the header otherwise', async () => {
    const details = () => ({ firstname: 'P', email: uniqueEmail('proxy'), password: 'secret1' });
    const spoofed = (n: number) => ({ ip: '127.0.0.1', headers: { 'X-Forwarded-For': `192.0.2.${n}` } });
    for (let n = 1; n <= 3; n++) expect((await signup(details(), spoofed(n))).status).toBe(201);
    expect((await signup(details(), spoofed(4))).status).toBe(429);

    const proxied = makeApp({ trustProxy: true });
    const through = (client: string) => ({ ip: '10.0.0.1', on: proxied, headers: { 'X-Forwarded-For': client } });
    for (let n = 1; n <= 3; n++) expect((await signup(details(), through('192.0.2.50'))).status).toBe(201);
    expect((await signup(details(), through('192.0.2.50'))).status).toBe(429);
    expect((await signup(details(), through('192.0.2.51'))).status).toBe(201);
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
