import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, subscribeResponseSchema } from '../../contract/schemas.ts';
import { createApp, type AppDeps } from '../app.ts';
import { BODY_ERRORS } from '../http/json-body.ts';
import { preflight } from '../../tests/support/preflight.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { SIGNUP_ANSWERS } from './emails.ts';

let magazine: TempMagazine;
let now: number;
let app: ReturnType<typeof createApp>;

function makeApp(settings: AppDeps['settings'] = {}): ReturnType<typeof createApp> {
  return createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings, now: () => now });
}

beforeEach(async () => {
  magazine = await openTempMagazine();
  now = Date.parse('2026-03-01T09:00:00Z');
  app = makeApp();
});
afterEach(() => magazine.cleanup());

/** What @hono/node-server hands the app for a request on a socket from `ip`. */
const fromSocket = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

let nextIp = 1;
/** Each call comes from its own client unless one is given, so tests do not share a limit. */
async function signUp(
  body: unknown,
  { ip = `198.51.100.${nextIp++ % 250}`, headers = {}, on = app } = {},
): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await on.request(
    '/api/emails',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromSocket(ip),
  );
  return { status: response.status, body: await response.json(), response };
}

const stored = async () => (await magazine.db.subscribers.list()).map((row) => row.email);

describe('POST /api/emails', () => {
  it('stores a new address and answers added: true', async () => {
    const { status, body } = await signUp({ email: 'reader@example.com' });
    expect(status).toBe(201);
    expect(subscribeResponseSchema.parse(body)).toEqual({ added: true, message: SIGNUP_ANSWERS.added });
    expect(await stored()).toEqual(['reader@example.com']);
  });

  it('trims and lowercases, so case and spaces do not make a second subscriber', async () => {
    expect((await signUp({ email: '  Reader.Name@Example.COM ' })).body).toMatchObject({ added: true });
    const again = await signUp({ email: 'reader.name@example.com' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ added: false });
    expect(await stored()).toEqual(['reader.name@example.com']);
  });

  it('answers added: false without a message to an address already subscribed', async () => {
    await signUp({ email: 'twice@example.com' });
    const { status, body } = await signUp({ email: 'twice@example.com' });
    expect(status).toBe(200);
    expect(subscribeResponseSchema.parse(body)).toEqual({ added: false });
  });

  it('gives one row and one added: true when the same address signs up simultaneously', async () => {
    const answers = await Promise.all(
      ['same@example.com', 'SAME@example.com', ' same@example.com', 'same@EXAMPLE.com ', 'same@example.com'].map(
        (email) => signUp({ email }),
      ),
    );
    const parsed = answers.map((answer) => subscribeResponseSchema.parse(answer.body));
    expect(parsed.filter((answer) => answer.added)).toHaveLength(1);
    expect(parsed.filter((answer) => !answer.added)).toHaveLength(4);
    expect(await stored()).toEqual(['same@example.com']);
  });

  it('refuses an empty, missing or malformed address with a JSON error and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ email: '' }, SIGNUP_ANSWERS.missing],
      [{ email: '   ' }, SIGNUP_ANSWERS.missing],
      [{ email: 'not-an-address' }, SIGNUP_ANSWERS.invalid],
      [{ email: 'two@@example.com' }, SIGNUP_ANSWERS.invalid],
      [{ email: 'space in@example.com' }, SIGNUP_ANSWERS.invalid],
      [{ email: 'no-domain@' }, SIGNUP_ANSWERS.invalid],
      [{ email: `${'a'.repeat(250)}@example.com` }, SIGNUP_ANSWERS.invalid],
      [{ email: `${'a'.repeat(1000)}@example.com` }, SIGNUP_ANSWERS.wrongShape],
      [{}, SIGNUP_ANSWERS.wrongShape],
      [{ email: 42 }, SIGNUP_ANSWERS.wrongShape],
      ['{"email": ', BODY_ERRORS.notJson],
      ['[]', BODY_ERRORS.notObject],
      ['', BODY_ERRORS.empty],
    ];
    for (const [body, message] of cases) {
      const answer = await signUp(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorResponseSchema.parse(answer.body).error, JSON.stringify(body)).toBe(message);
    }
    expect((await signUp({ email: 42 })).body).toMatchObject({ fields: { email: expect.stringContaining('string') } });
    expect(await stored()).toEqual([]);
  });

  it('refuses a body not sent as JSON (a form on another site needs no preflight) with 415, storing nothing', async () => {
    const body = JSON.stringify({ email: 'cross-site@example.com' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await signUp(body, { headers: { 'Content-Type': type, Origin: 'https://elsewhere.example' } });
      expect(answer.status, type).toBe(415);
      expect(answer.body, type).toEqual({ error: BODY_ERRORS.notJsonType });
      expect(answer.response.headers.get('access-control-allow-origin'), type).toBe('*');
    }
    expect(await stored()).toEqual([]);
  });

  it('accepts a filled honeypot silently and stores the address nowhere', async () => {
    const { status, body } = await signUp({ email: 'bot@example.com', website: 'http://spam.example' });
    expect(status).toBe(201);
    expect(body).toEqual({ added: true, message: SIGNUP_ANSWERS.added });
    expect(await stored()).toEqual([]);
    // An empty honeypot is what people send: the sign-up counts.
    expect((await signUp({ email: 'person@example.com', website: '' })).body).toMatchObject({ added: true });
    expect(await stored()).toEqual(['person@example.com']);
  });

  it('answers the sixth sign-up in a minute from one client with 429 and a clear error', async () => {
    const ip = '203.0.113.7';
    for (let n = 1; n <= 5; n++) {
      expect((await signUp({ email: `n${n}@example.com` }, { ip })).status).toBe(201);
    }
    const limited = await signUp({ email: 'n6@example.com' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: SIGNUP_ANSWERS.tooMany });
    expect(limited.response.headers.get('retry-after')).toBe('60');
    expect(limited.response.headers.get('access-control-allow-origin')).toBe('*');
    // Another client is not affected, and the first may sign up again after the minute.
    expect((await signUp({ email: 'other@example.com' }, { ip: '203.0.113.8' })).status).toBe(201);
    now += 60_000;
    expect((await signUp({ email: 'n6@example.com' }, { ip })).status).toBe(201);
    expect(await stored()).toHaveLength(7);
  });

  it('counts every attempt against the limit, duplicates and mistakes included', async () => {
    const ip = '203.0.113.9';
    for (const email of ['a@example.com', 'a@example.com', 'bad', '', 'b@example.com']) await signUp({ email }, { ip });
    expect((await signUp({ email: 'c@example.com' }, { ip })).status).toBe(429);
  });

  it('takes the limit from its setting', async () => {
    const generous = makeApp({ signupLimitPerMinute: 20 });
    const ip = '203.0.113.10';
    for (let n = 1; n <= 20; n++) {
      expect((await signUp({ email: `g${n}@example.com` }, { ip, on: generous })).status).toBe(201);
    }
    expect((await signUp({ email: 'g21@example.com' }, { ip, on: generous })).status).toBe(429);
    // Another client: the counts are kept in the storage, which every app on it shares.
    const strict = makeApp({ signupLimitPerMinute: 1 });
    const other = '203.0.113.11';
    expect((await signUp({ email: 's1@example.com' }, { ip: other, on: strict })).status).toBe(201);
    expect((await signUp({ email: 's2@example.com' }, { ip: other, on: strict })).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless told it sits behind a proxy', async () => {
    const spoofed = (n: number) => ({ ip: '127.0.0.1', headers: { 'X-Forwarded-For': `192.0.2.${n}` } });
    for (let n = 1; n <= 5; n++) await signUp({ email: `p${n}@example.com` }, spoofed(n));
    expect((await signUp({ email: 'p6@example.com' }, spoofed(6))).status).toBe(429);

    const proxied = makeApp({ trustProxy: true });
    const through = (client: string) => ({ ip: '10.0.0.1', on: proxied, headers: { 'X-Forwarded-For': client } });
    for (let n = 1; n <= 5; n++) await signUp({ email: `q${n}@example.com` }, through('spoofed, 192.0.2.50'));
    expect((await signUp({ email: 'q6@example.com' }, through('192.0.2.50'))).status).toBe(429);
    expect((await signUp({ email: 'q7@example.com' }, through('192.0.2.51'))).status).toBe(201);
  });

  it('answers other methods with 405 and allows the CORS preflight for a JSON POST', async () => {
    const get = await app.request('/api/emails');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const answer = await preflight(app, '/api/emails');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-methods')?.split(',')).toContain('POST');
  });
});
