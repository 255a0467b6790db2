/**
 * Hostile input on every route the API has, found by walking the Hono app's own route table (so a
 * new route is covered the day it is added): malformed JSON, wrong types, missing fields, bodies
 * over the 1 MB limit, odd Unicode and SQL metacharacters, malformed multipart bodies, in path
 * parameters, query strings and bodies, signed out and signed in. No answer may be a 500 or show a
 * stack trace or a file path; every error is JSON `{error}`; and a refused request leaves every
 * table of the database as it was.
 *
 * Sign-in is real (the unit tests' Firebase auth emulator); nothing is mocked.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAccountAuth } from './accounts/account-auth.ts';
import type { PersonalStore } from './storage/storage.ts';
import { createApp } from './app.ts';
import { NEWSLETTER_LINK_PATHS } from './routes/newsletter-links.ts';
import { readSettings } from './settings.ts';
import { MAX_BODY_BYTES } from './http/body-limit.ts';
import { DEV_MAILS_PATH, SINK_PATH } from './routes/mail-sink.ts';
import { ISSUE_IMPORT_PATH } from './routes/admin-issue-imports.ts';
import { PAGE_REPLACEMENT_PATH } from './routes/admin-page-replacements.ts';
import { MEDIA_UPLOAD_PATH } from './routes/admin-media.ts';
import { authEmulatorReady, createTestUser, emulatorProjectId, type TestUser } from '../tests/support/auth-users.ts';
import { fixtureContent } from '../tests/support/items.ts';
import { MALFORMED_MULTIPART } from '../tests/support/malformed-multipart.ts';
import { openTempMagazine, storeWithoutImages, type TempMagazine } from '../tests/support/temp-magazine.ts';

/** Values for ids, query parameters and body fields. */
const HOSTILE_VALUES: string[] = [
  "'",
  '"',
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE items; --',
  "'); DELETE FROM subscribers; --",
  '1 UNION SELECT name, sql FROM sqlite_master --',
  '%',
  '_',
  '\\',
  '\0',
  'a\0b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\u200F\u200E\u200B\uFEFF',
  '👩‍👩‍👧‍👦🇱🇰',
  'Z̷̛͇a̵͈͠l̶g̴o̵',
  'x'.repeat(10_000),
  '../../../etc/passwd',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9007199254740993',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '',
];

/** Bodies that are not JSON, or not the JSON any route wants. */
const HOSTILE_BODIES: (string | Uint8Array<ArrayBuffer>)[] = [
  '{',
  '{"email":',
  '[',
  'nul',
  "{'email': 'a@b.co'}",
  '{"email": "a@b.co",}',
  '\uFEFF{"email":"a@b.co"}',
  'null',
  'true',
  '123',
  '"just a string"',
  '[]',
  '{}',
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
  new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  JSON.stringify({ email: 5, firstname: ['a'], password: { $ne: null }, message: true, issueId: [] }),
  JSON.stringify({ email: null, service_id: 1, template_id: {}, user_id: [], template_params: 'x' }),
  '['.repeat(5_000) + ']'.repeat(5_000),
  ...HOSTILE_VALUES.map((value) =>
    JSON.stringify(
      Object.fromEntries(
        [
          'email',
          'firstname',
          'lastname',
          'password',
          'name',
          'message',
          'id',
          'blogId',
          'userId',
          'issueId',
          'title',
          'service_id',
          'template_id',
          'user_id',
          'template_params',
        ].map((field) => [field, value]),
      ),
    ),
  ),
];

const OVERSIZED_BODY = JSON.stringify({ email: 'a@b.co', message: 'x'.repeat(MAX_BODY_BYTES) });

const METHODS = ['GET', 'POST', 'DELETE'] as const;

/** Encodes a value for a URL; lone surrogates cannot be UTF-8, so they go as raw invalid bytes. */
function urlPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%\w]/g, (ch) => encodeURIComponent(ch));
  }
}

/** Every concrete path pattern the app answers, with its parameters and wildcards filled in. */
function routePatterns(app: ReturnType<typeof createApp>): string[] {
  // Middleware is registered as ALL; every route has a method of its own.
  return [...new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => route.path))];
}

/**
 * The pattern with the value in every free parameter and wildcard. A parameter restricted to a
 * list (`:contentType{issues|vlogs}`) gets the list's first entry, so the value reaches the route.
 */
function fill(pattern: string, value: string): string {
  return pattern
    .replace(/:[A-Za-z]\w*(?:\{([^}]*)\})?/g, (_, choices?: string) =>
      choices && /^[\w|-]+$/.test(choices) ? (choices.split('|')[0] ?? '') : urlPart(value),
    )
    .replace(/\*$/, urlPart(value));
}

/** The same hostile value as every query parameter a route might read. */
function query(value: string): string {
  const part = urlPart(value);
  return `?id=${part}&blogId=${part}&userId=${part}&issueId=${part}&contentType=${part}&q=${part}&limit=${part}`;
}

/**
 * A digest of everything the storage keeps that a request could change: the content whatever its
 * status, the audit log, subscribers, mails and the fuzz reader's own lists. Read through the
 * storage interface, so it is the same check on either engine.
 */
async function databaseDigest(): Promise<string> {
  const { db } = magazine;
  const uid = reader.uid;
  // Every write bumps an item's version and time (in the library) and adds to the audit log, so
  // the content itself need not be read again.
  const state = await Promise.all([
    db.counts(),
    db.desk.library({}),
    db.audit.list({ limit: 10_000 }),
    db.subscribers.list(),
    db.mails.list(),
    db.personal.listFavourites(uid),
    db.personal.listSaved(uid),
    db.personal.progress.list(uid),
  ]);
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

const LEAKS = [
  /\n\s+at\s/,
  /\bat [\w$.<>]+ \(/,
  /node:internal/,
  /file:\/\//,
  /node_modules/,
  /\/(?:work|home|tmp|usr|var)\//,
  /\.ts:\d+/,
  /SQLITE_|SqliteError/,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError)\b/,
];

interface Probe {
  method: string;
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

interface Finding {
  probe: string;
  problem: string;
}

let magazine: TempMagazine;
let store: PersonalStore;
let app: ReturnType<typeof createApp>;
let reader: TestUser;
/** The editors' token of this app, so the admin routes are fuzzed past their gate too. */
const EDITOR_TOKEN = 'fuzz-editor-token-0123456789abcdef';

beforeAll(async () => {
  await authEmulatorReady();
  reader = await createTestUser('Fuzz Reader');
  magazine = await openTempMagazine();
  await storeWithoutImages(magazine.db, fixtureContent);
  store = magazine.db.personal;
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    // Development features on, so the mail sink and the list of mails are fuzzed too; limits high
    // enough that the fuzz reaches the sign-up and sink validation rather than their rate limits.
    settings: {
      development: true,
      signupLimitPerMinute: 1_000_000,
      accountLimitPerMinute: 1_000_000,
      mailSink: { ...readSettings({}).mailSink, limitPerMinute: 1_000_000 },
      editorToken: EDITOR_TOKEN,
      // Development's newsletter secret, so its links' routes check their tokens under the fuzz.
      newsletter: readSettings({ API_DEVELOPMENT: 'on' }).newsletter,
    },
    accounts: { auth: firebaseAccountAuth(emulatorProjectId()), store },
  });
}, 300_000);

afterAll(async () => {
  await magazine?.cleanup();
});

const LINK_PAGE_PATHS = new Set(Object.values(NEWSLETTER_LINK_PATHS).map((path) => `/api${path}`));

/** The database's digest after the last probe, so each probe reads the database once. */
let knownDigest: string | undefined;

/** Sends one probe and says what, if anything, is wrong with the answer. */
async function check(probe: Probe): Promise<Finding[]> {
  const label = `${probe.method} ${probe.url.slice(0, 120)}${probe.body === undefined ? '' : ` body ${String(probe.body).slice(0, 60)}`}`;
  const before = (knownDigest ??= await databaseDigest());
  const response = await app.request(probe.url, { method: probe.method, headers: probe.headers, body: probe.body });
  const text = await response.text();
  const findings: Finding[] = [];
  const problem = (message: string) => findings.push({ probe: label, problem: message });
  if (response.status >= 500) problem(`status ${response.status}: ${text.slice(0, 200)}`);
  for (const leak of LEAKS) if (leak.test(text)) problem(`answer shows ${leak}: ${text.slice(0, 200)}`);
  // The EmailJS-compatible sink answers errors in EmailJS's own words, as plain text.
  const path = new URL(probe.url, 'http://api.test').pathname;
  const emailjsText = path === `/api${SINK_PATH}` && response.status < 413;
  // The newsletter's links open pages a reader reads, so they refuse a bad link with a page too.
  const linkPage = LINK_PAGE_PATHS.has(path) && (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (response.status >= 400 && !emailjsText && !linkPage) {
    let error: unknown;
    try {
      error = (JSON.parse(text) as { error?: unknown }).error;
    } catch {
      error = undefined;
    }
    if (typeof error !== 'string' || !error)
      problem(`error answer ${response.status} is not JSON {error}: ${text.slice(0, 200)}`);
  }
  const after = await databaseDigest();
  if (response.status >= 400 && after !== before) problem(`refused with ${response.status} but the database changed`);
  knownDigest = after;
  return findings;
}

/** The methods a path pattern has a handler for; every other method meets its 405 handler. */
function methodsOf(app: ReturnType<typeof createApp>, pattern: string): Set<string> {
  return new Set(app.routes.filter((route) => route.path === pattern && route.method !== 'ALL').map((r) => r.method));
}

function probesFor(pattern: string, auth: Record<string, string>, handled: Set<string>): Probe[] {
  const json = { 'Content-Type': 'application/json', ...auth };
  const probes: Probe[] = [];
  for (const value of HOSTILE_VALUES) {
    for (const method of METHODS) probes.push({ method, url: fill(pattern, value) + query(value), headers: auth });
  }
  const target = fill(pattern, 'fuzz-id');
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    // A method the path has no handler for meets the 405 handler, which reads no body: one body
    // shows its answer. The whole corpus goes to the handlers that do read bodies, through the
    // same middleware.
    if (!handled.has(method)) {
      probes.push({ method, url: target, body: '{"email":"a@b.co"}', headers: json });
      continue;
    }
    for (const body of HOSTILE_BODIES) probes.push({ method, url: target, body, headers: json });
    probes.push({
      method,
      url: target,
      body: '{"email":"a@b.co"}',
      headers: { 'Content-Type': 'text/plain', ...auth },
    });
    probes.push({
      method,
      url: target,
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', ...auth },
    });
    // Parts cut off, without names, nested, boundaries past 70 characters: the image uploads parse them.
    for (const { body, contentType } of MALFORMED_MULTIPART) {
      probes.push({ method, url: target, body, headers: { 'Content-Type': contentType, ...auth } });
    }
  }
  return probes;
}

describe('the API under hostile input', () => {
  it('walks a route table that includes every kind of route', () => {
    const patterns = routePatterns(app);
    for (const expected of [
      '/api/health',
      '/api/blogs/:id',
      '/api/emails',
      `/api${SINK_PATH}`,
      `/api${DEV_MAILS_PATH}`,
      '/api/auth/signup',
      '/api/admin/',
      '/media/*',
      '/social/magazines/:id/page/:file',
    ]) {
      expect(
        patterns.some((pattern) => pattern.startsWith(expected.replace(/:id$/, ':')) || pattern === expected),
      ).toBe(true);
    }
  });

  for (const [who, auth] of [
    ['signed out', () => ({})],
    ['with a malformed token', () => ({ Authorization: "Bearer ' OR 1=1 --" })],
    ['signed in', () => ({ Authorization: `Bearer ${reader.idToken}` })],
    ['with a wrong editor token', () => ({ Authorization: `Bearer ${EDITOR_TOKEN}x` })],
    ['with the editor token', () => ({ Authorization: `Bearer ${EDITOR_TOKEN}` })],
  ] as const) {
    it(`answers every route ${who} without a 500, a trace or a change to the database`, async () => {
      const findings: Finding[] = [];
      let sent = 0;
      for (const pattern of routePatterns(app)) {
        for (const probe of probesFor(pattern, auth(), methodsOf(app, pattern))) {
          findings.push(...(await check(probe)));
          sent += 1;
        }
      }
      expect(sent).toBeGreaterThan(1_000);
      expect(findings.slice(0, 20)).toEqual([]);
    }, 240_000);
  }

  it('refuses a body over 1 MB on every route with 413 as JSON {error}, storing nothing', async () => {
    const before = await databaseDigest();
    // The editors' image uploads and print PDFs have limits of their own (admin-media.test.ts,
    // admin-issue-imports.test.ts, admin-page-replacements.test.ts).
    const limited = routePatterns(app).filter(
      (path) =>
        path.startsWith('/api') &&
        path !== MEDIA_UPLOAD_PATH &&
        path !== ISSUE_IMPORT_PATH &&
        !PAGE_REPLACEMENT_PATH.test(fill(path, '1')),
    );
    for (const pattern of limited) {
      for (const streamed of [false, true]) {
        const body = streamed ? new Blob([OVERSIZED_BODY]).stream() : OVERSIZED_BODY;
        const response = await app.request(fill(pattern, 'fuzz-id'), {
          method: 'POST',
          headers: streamed
            ? { 'Content-Type': 'application/json' }
            : { 'Content-Type': 'application/json', 'Content-Length': String(OVERSIZED_BODY.length) },
          body,
          ...(streamed ? { duplex: 'half' } : {}),
        });
        expect({ pattern, streamed, status: response.status }).toEqual({ pattern, streamed, status: 413 });
        expect(await response.json()).toEqual({ error: expect.stringContaining('1 MB') });
      }
    }
    expect(await databaseDigest()).toBe(before);
  });
});

describe('the fuzz checks themselves', () => {
  it('notice a 500, a stack trace, a non-JSON error and a database changed by a refusal', async () => {
    const broken = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
    const original = app;
    broken.get('/api/broken/trace', (c) => c.text(new Error('boom').stack ?? '', 400));
    broken.get('/api/broken/text', (c) => c.text('nope', 400));
    broken.get('/api/broken/write', async (c) => {
      await magazine.db.subscribers.add('fuzz@example.com', new Date());
      return c.json({ error: 'refused' }, 400);
    });
    broken.get('/api/broken/throw', () => {
      throw new Error('boom');
    });
    app = broken;
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const problems = async (url: string) => (await check({ method: 'GET', url, headers: {} })).map((f) => f.problem);
      expect(await problems('/api/broken/trace')).toContainEqual(expect.stringMatching(/answer shows/));
      expect(await problems('/api/broken/text')).toContainEqual(expect.stringMatching(/not JSON \{error\}/));
      expect(await problems('/api/broken/write')).toContainEqual(expect.stringMatching(/database changed/));
      expect(await problems('/api/broken/throw')).toContainEqual(expect.stringMatching(/^status 500/));
    } finally {
      console.error = quiet;
      app = original;
    }
  });
});
