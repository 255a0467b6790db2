import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordedMailsResponseSchema } from '../../contract/schemas.ts';
import { CONTACT_FIELD_LIMITS } from '../../contract/contact-fields.ts';
import { EDITORS_EMAIL, LOCAL_EMAILJS } from '../../contract/local-defaults.ts';
import { createApp, type AppDeps } from '../app.ts';
import { readSettings } from '../settings.ts';
import { BODY_ERRORS } from '../http/json-body.ts';
import { preflight } from '../../tests/support/preflight.ts';
import { openSqliteStorage } from '../storage/sqlite-storage.ts';
import { openTempMagazine, openTempSqliteFile, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { FIELD_ANSWERS, SINK_ANSWERS, SINK_MAX_BODY_BYTES, SINK_TEST_DOMAINS } from './mail-sink.ts';

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;
let now: number;

/** An app with development features on, as the local stack runs it, and a high mail limit unless given. */
function makeApp(settings: AppDeps['settings'] = {}): ReturnType<typeof createApp> {
  const mailSink = { ...readSettings({}).mailSink, limitPerMinute: 1000 };
  return createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    settings: { development: true, mailSink, ...settings },
    now: () => now,
  });
}

beforeEach(async () => {
  magazine = await openTempMagazine();
  now = Date.parse('2026-03-01T09:30:00Z');
  app = makeApp();
});
afterEach(() => magazine.cleanup());

const notification = {
  from_name: 'Ama Perera',
  from_email: 'ama@example.com',
  message: 'Hello editors',
  sent_time: '1 Mar 2026, 15:00',
};
const autoReply = { to_email: 'ama@example.com' };
/** The notification as the form sent it before the template fixed its recipient: the review's cases used it. */
const formerNotification = { ...notification, to_email: EDITORS_EMAIL };

/** The body @emailjs/browser 4 posts. */
function sdkBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lib_version: '4.4.1',
    user_id: LOCAL_EMAILJS.publicKey,
    service_id: LOCAL_EMAILJS.serviceId,
    template_id: LOCAL_EMAILJS.notificationTemplateId,
    template_params: notification,
    ...overrides,
  };
}
const autoReplyBody = (params: Record<string, unknown> = autoReply) =>
  sdkBody({ template_id: LOCAL_EMAILJS.autoReplyTemplateId, template_params: params });

/** What @hono/node-server hands the app for a request on a socket from `ip`. */
const fromSocket = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

async function send(
  body: unknown,
  { on = app, ip = '198.51.100.1', headers = {} as Record<string, string> } = {},
): Promise<{ status: number; text: string; response: Response }> {
  const response = await on.request(
    '/api/v1.0/email/send',
    {
      method: 'POST',
      headers: { 'Content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromSocket(ip),
  );
  return { status: response.status, text: await response.text(), response };
}

async function listed(on = app) {
  const response = await on.request('/api/dev/mails');
  expect(response.status).toBe(200);
  return recordedMailsResponseSchema.parse(await response.json()).mails;
}

/** `[[[...]]]` nested `depth` deep: one byte a level, so deep nesting fits in a small body. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A sink request whose template parameters carry `nested` (raw JSON) as a value. */
function withNested(name: string, nested: string): string {
  const others = Object.entries(formerNotification).filter(([field]) => field !== name);
  const params = `{${others.map(([field, value]) => `"${field}":${JSON.stringify(value)}`).join(',')},"${name}":${nested}}`;
  return JSON.stringify(sdkBody({ template_params: 'PARAMS' })).replace('"PARAMS"', params);
}

describe('POST /api/v1.0/email/send (the local EmailJS sink)', () => {
  it('records the notification to the editors’ address and the auto-reply to the visitor, answering OK', async () => {
    const first = await send(sdkBody());
    expect([first.status, first.text]).toEqual([200, 'OK']);
    const second = await send({ ...autoReplyBody(), accessToken: 'private' });
    expect([second.status, second.text]).toEqual([200, 'OK']);
    expect(await magazine.db.mails.list()).toEqual([
      {
        id: 1,
        serviceId: LOCAL_EMAILJS.serviceId,
        templateId: LOCAL_EMAILJS.notificationTemplateId,
        to: EDITORS_EMAIL,
        params: notification,
        receivedAt: '2026-03-01T09:30:00.000Z',
      },
      {
        id: 2,
        serviceId: LOCAL_EMAILJS.serviceId,
        templateId: LOCAL_EMAILJS.autoReplyTemplateId,
        to: 'ama@example.com',
        params: autoReply,
        receivedAt: '2026-03-01T09:30:00.000Z',
      },
    ]);
  });

  it('sends the notification to the editors’ address of its settings', async () => {
    const configured = makeApp({ mailSink: { ...readSettings({}).mailSink, editorsAddress: 'desk@example.com' } });
    expect((await send(sdkBody(), { on: configured })).text).toBe('OK');
    expect((await magazine.db.mails.list()).map((mail) => mail.to)).toEqual(['desk@example.com']);
  });

  it('checks the public key, the service and the template as EmailJS does', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ user_id: '' }, SINK_ANSWERS.publicKeyRequired],
      [{ user_id: 'someone-else' }, SINK_ANSWERS.publicKeyInvalid],
      [{ service_id: 'service_other' }, SINK_ANSWERS.serviceInvalid],
      [{ template_id: 'template_other' }, SINK_ANSWERS.templateInvalid],
    ];
    for (const [overrides, answer] of cases) {
      const { status, text } = await send(sdkBody(overrides));
      expect([status, text], JSON.stringify(overrides)).toEqual([400, answer]);
    }
    const wrongShapes: [Record<string, unknown>, string][] = [
      [{ user_id: undefined }, 'user_id: Invalid input: expected string, received undefined'],
      [{ service_id: 7 }, 'service_id: Invalid input: expected string, received number'],
      [{ template_params: 'not an object' }, 'template_params: Invalid input: expected record, received string'],
      [{ accessToken: 12 }, 'accessToken: Invalid input: expected string, received number'],
      [{ 'x-extra': 'kept?' }, `x-extra: ${FIELD_ANSWERS.notAField}`],
    ];
    for (const [overrides, detail] of wrongShapes) {
      const { status, text } = await send(sdkBody(overrides));
      expect([status, text], JSON.stringify(overrides)).toEqual([400, `${SINK_ANSWERS.wrongShape} (${detail})`]);
    }
    expect((await send('not json')).text).toBe(BODY_ERRORS.notJson);
    expect((await send('')).text).toBe(BODY_ERRORS.empty);
    expect((await send('[]')).text).toBe(BODY_ERRORS.notObject);
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('checks the template parameters against each template', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ template_params: { ...notification, from_email: undefined } }, 'from_email: '],
      [{ template_params: { ...notification, from_email: 'not-an-address' } }, 'from_email: '],
      [{ template_params: { ...notification, message: '   ' } }, 'message: '],
      [{ template_params: undefined }, 'from_name: '],
      // The auto-reply's parameters are not the notification's.
      [{ template_id: LOCAL_EMAILJS.autoReplyTemplateId, template_params: notification }, 'to_email: '],
      [{ template_id: LOCAL_EMAILJS.autoReplyTemplateId, template_params: { to_email: 'nobody' } }, 'to_email: '],
    ];
    for (const [overrides, field] of cases) {
      const { status, text } = await send(sdkBody(overrides));
      expect(status).toBe(400);
      expect(text.startsWith(`${SINK_ANSWERS.paramsInvalid}: `), text).toBe(true);
      expect(text, JSON.stringify(overrides)).toContain(field);
    }
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('accepts the identifiers the site is configured with, and no longer the defaults', async () => {
    const configured = makeApp({
      mailSink: {
        ...readSettings({}).mailSink,
        serviceId: 'service_x',
        publicKey: 'key_x',
        notificationTemplateId: 'tn',
        autoReplyTemplateId: 'ta',
      },
    });
    expect(
      (await send(sdkBody({ user_id: 'key_x', service_id: 'service_x', template_id: 'tn' }), { on: configured })).text,
    ).toBe('OK');
    expect((await send(sdkBody(), { on: configured })).text).toBe(SINK_ANSWERS.publicKeyInvalid);
  });

  it('fails deliveries to and from its test domains for real, and records nothing for them', async () => {
    const bounced = await send(autoReplyBody({ to_email: `reader@${SINK_TEST_DOMAINS.bounces}` }));
    expect([bounced.status, bounced.text]).toEqual([412, SINK_ANSWERS.bounced]);
    const refused = await send(
      sdkBody({ template_params: { ...notification, from_email: `reader@${SINK_TEST_DOMAINS.refusedSender}` } }),
    );
    expect([refused.status, refused.text]).toEqual([412, SINK_ANSWERS.senderRefused]);
    // A bouncing sender may still write to the editors: only mail to that address bounces.
    const fromBouncer = await send(
      sdkBody({ template_params: { ...notification, from_email: `reader@${SINK_TEST_DOMAINS.bounces}` } }),
    );
    expect(fromBouncer.text).toBe('OK');
    expect(await magazine.db.mails.list()).toHaveLength(1);
  });

  it('answers the SDK’s CORS preflight', async () => {
    const answer = await preflight(app, '/api/v1.0/email/send');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the sink takes no recipients and no header breaks from the browser', () => {
  it('refuses the review’s mails: a recipient of the browser’s choosing, a name carrying a Bcc header', async () => {
    const elsewhere = await send(
      sdkBody({ template_params: { ...formerNotification, to_email: 'anyone@example.com' } }),
    );
    expect(elsewhere.status).toBe(400);
    const crlfName = await send(
      sdkBody({ template_params: { ...formerNotification, from_name: 'Eve\r\nBcc: victim@example.com' } }),
    );
    expect(crlfName.status).toBe(400);
    const oldAutoReply = {
      to_name: 'Eve\r\nBcc: victim@example.com',
      to_email: 'victim@example.com',
      from_name: 'Serendib Luxe',
      user_message: 'Claim your prize at evil.example',
      reply_to: 'anyone@example.com',
    };
    expect((await send(autoReplyBody(oldAutoReply))).status).toBe(400);
    expect(await magazine.db.mails.list()).toEqual([]);
    expect(elsewhere.text).toContain(`to_email: ${FIELD_ANSWERS.recipient}`);
    expect(crlfName.text).toContain('from_name: must be one line');
  });

  it('refuses a recipient sent with the notification or the auto-reply, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [sdkBody({ template_params: { ...notification, to_email: 'anyone@example.com' } }), 'to_email'],
      [sdkBody({ template_params: { ...notification, reply_to: 'anyone@example.com' } }), 'reply_to'],
      [sdkBody({ template_params: { ...notification, bcc: 'anyone@example.com' } }), 'bcc'],
      [autoReplyBody({ ...autoReply, reply_to: 'anyone@example.com' }), 'reply_to'],
      [autoReplyBody({ ...autoReply, cc: 'anyone@example.com' }), 'cc'],
    ];
    for (const [body, field] of cases) {
      const { status, text } = await send(body);
      expect([status, text], field).toEqual([
        400,
        `${SINK_ANSWERS.paramsInvalid}: ${field}: ${FIELD_ANSWERS.recipient}`,
      ]);
    }
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('refuses free text in the auto-reply: it carries only the visitor’s address', async () => {
    for (const extra of [{ user_message: 'Visit evil.example' }, { to_name: 'Ama' }, { from_name: 'Serendib Luxe' }]) {
      const { status, text } = await send(autoReplyBody({ ...autoReply, ...extra }));
      const [field] = Object.keys(extra);
      expect([status, text]).toEqual([400, `${SINK_ANSWERS.paramsInvalid}: ${field}: ${FIELD_ANSWERS.notAParameter}`]);
    }
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('takes only JSON, as the SDK sends it: a cross-site text/plain post gets 415 and stores nothing', async () => {
    const { status, text } = await send(sdkBody({ template_params: notification }), {
      headers: { 'Content-type': 'text/plain' },
    });
    expect([status, JSON.parse(text)]).toEqual([415, { error: BODY_ERRORS.notJsonType }]);
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('refuses a field it does not know, as "x-extra", instead of storing it', async () => {
    const asReviewed = await send(sdkBody({ template_params: { ...formerNotification, 'x-extra': 'stored?' } }));
    expect(asReviewed.status).toBe(400);
    expect(asReviewed.text).toContain(`x-extra: ${FIELD_ANSWERS.notAParameter}`);
    const { status, text } = await send(sdkBody({ template_params: { ...notification, 'x-extra': 'stored?' } }));
    expect([status, text]).toEqual([400, `${SINK_ANSWERS.paramsInvalid}: x-extra: ${FIELD_ANSWERS.notAParameter}`]);
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('refuses line breaks and control characters in every header-like field', async () => {
    const broken = ['Eve\r\nBcc: victim@example.com', 'Eve\nBcc: x', 'Eve\r', 'Eve\u2028Bcc', 'Eve\u0000', 'Eve\u0085'];
    for (const value of broken) {
      for (const [body, field] of [
        [sdkBody({ template_params: { ...notification, from_name: value } }), 'from_name'],
        [sdkBody({ template_params: { ...notification, sent_time: value } }), 'sent_time'],
        [sdkBody({ template_params: { ...notification, from_email: `${value}@example.com` } }), 'from_email'],
        [autoReplyBody({ to_email: `ama@example.com${value}` }), 'to_email'],
      ] as const) {
        const { status, text } = await send(body);
        expect(status, JSON.stringify([field, value])).toBe(400);
        expect(text, JSON.stringify([field, value])).toContain(`${field}: must be one line`);
      }
    }
    // The message is no header: it keeps its paragraphs.
    const paragraphs = await send(sdkBody({ template_params: { ...notification, message: 'Hello\r\n\r\nAma' } }));
    expect(paragraphs.text).toBe('OK');
    expect((await magazine.db.mails.list()).map((mail) => mail.params.message)).toEqual(['Hello\r\n\r\nAma']);
  });

  it('caps each field, and takes a message at every limit even with every character escaped', async () => {
    const tooLong: [string, string][] = [
      ['from_name', 'x'.repeat(CONTACT_FIELD_LIMITS.fullName + 1)],
      ['message', 'x'.repeat(CONTACT_FIELD_LIMITS.message + 1)],
      ['sent_time', 'x'.repeat(CONTACT_FIELD_LIMITS.sentTime + 1)],
      ['from_email', `${'a'.repeat(CONTACT_FIELD_LIMITS.email)}@example.com`],
    ];
    for (const [field, value] of tooLong) {
      const { status, text } = await send(sdkBody({ template_params: { ...notification, [field]: value } }));
      expect(status, field).toBe(400);
      expect(text, field).toContain(`${field}: Too big`);
    }
    const atLimits = {
      from_name: 'ශ'.repeat(CONTACT_FIELD_LIMITS.fullName),
      from_email: `${'a'.repeat(64)}@${'b'.repeat(CONTACT_FIELD_LIMITS.email - 65 - 4)}.com`,
      message: `x${'\u0001'.repeat(CONTACT_FIELD_LIMITS.message - 2)}x`,
      sent_time: 'ශ'.repeat(CONTACT_FIELD_LIMITS.sentTime),
    };
    const body = JSON.stringify(sdkBody({ template_params: atLimits }));
    expect(new TextEncoder().encode(body).length).toBeGreaterThan(12_000);
    expect(new TextEncoder().encode(body).length).toBeLessThan(SINK_MAX_BODY_BYTES);
    expect((await send(body)).text).toBe('OK');
  });
});

describe('the sink under the review’s hostile bodies', () => {
  it('refuses bodies of about 1 MB, and anything over 16 KB, with 413 and stores nothing', async () => {
    const padded = (bytes: number) =>
      JSON.stringify(sdkBody({ template_params: { ...formerNotification, message: 'x'.repeat(bytes) } }));
    for (const body of [padded(1_000_000), padded(1_000_000), padded(1_000_000), padded(SINK_MAX_BODY_BYTES)]) {
      const { status, text } = await send(body);
      expect(status).toBe(413);
      expect(JSON.parse(text)).toEqual({ error: SINK_ANSWERS.tooLarge });
    }
    // Without a length given up front, the body is cut off as it streams.
    const response = await app.request(
      '/api/v1.0/email/send',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new Blob([padded(100_000)]).stream(),
        duplex: 'half',
      } as RequestInit,
      fromSocket('198.51.100.2'),
    );
    expect(response.status).toBe(413);
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('refuses template parameters nested 5,000 and 4,472 deep with 400, and the list still answers', async () => {
    for (const depth of [5000, 4472]) {
      const arrays = await send(withNested('from_name', nestedArrays(depth)));
      expect(arrays.status).toBe(400);
      expect(arrays.text).toContain('from_name: Invalid input: expected string, received array');
      const unknown = await send(withNested('x', nestedArrays(depth)));
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain(`x: ${FIELD_ANSWERS.notAParameter}`);
      // Nested objects take five bytes a level: past the body limit long before they are read.
      expect((await send(withNested('x', nestedObjects(depth)))).status).toBe(413);
      const inMessage = await send(withNested('message', nestedObjects(Math.floor(depth / 2))));
      expect(inMessage.status).toBe(400);
    }
    expect(await listed()).toEqual([]);
  });

  it('limits mails per client like sign-ups: 429 with Retry-After past the limit, then again after a minute', async () => {
    const limited = makeApp({ mailSink: { ...readSettings({}).mailSink, limitPerMinute: 3 } });
    const ip = '203.0.113.7';
    // Refused requests count too: the limit is on what a client sends, not on what is stored.
    expect((await send(sdkBody({ user_id: 'wrong' }), { on: limited, ip })).status).toBe(400);
    expect((await send(sdkBody(), { on: limited, ip })).status).toBe(200);
    expect((await send(autoReplyBody(), { on: limited, ip })).status).toBe(200);
    const tooMany = await send(sdkBody(), { on: limited, ip });
    expect([tooMany.status, tooMany.text]).toEqual([429, SINK_ANSWERS.tooMany]);
    expect(tooMany.response.headers.get('retry-after')).toBe('60');
    expect(tooMany.response.headers.get('access-control-allow-origin')).toBe('*');
    // Another client is not affected; X-Forwarded-For is the client's own word without a proxy.
    expect((await send(sdkBody(), { on: limited, ip: '203.0.113.8' })).status).toBe(200);
    const spoofed = await send(sdkBody(), { on: limited, ip, headers: { 'X-Forwarded-For': '192.0.2.1' } });
    expect(spoofed.status).toBe(429);
    now += 60_000;
    expect((await send(sdkBody(), { on: limited, ip })).status).toBe(200);
    expect(await magazine.db.mails.list()).toHaveLength(4);
  });

  it('takes the client from X-Forwarded-For behind a proxy', async () => {
    const mailSink = { ...readSettings({}).mailSink, limitPerMinute: 1 };
    const proxied = makeApp({ mailSink, trustProxy: true });
    const through = (client: string) => ({ on: proxied, ip: '10.0.0.1', headers: { 'X-Forwarded-For': client } });
    expect((await send(sdkBody(), through('192.0.2.50'))).status).toBe(200);
    expect((await send(sdkBody(), through('192.0.2.50'))).status).toBe(429);
    expect((await send(sdkBody(), through('192.0.2.51'))).status).toBe(200);
  });

  it('limits to 10 mails a minute unless told otherwise', async () => {
    const standard = makeApp({ mailSink: readSettings({}).mailSink });
    for (let n = 1; n <= 10; n++) expect((await send(sdkBody(), { on: standard })).status).toBe(200);
    expect((await send(sdkBody(), { on: standard })).status).toBe(429);
  });
});

describe('GET /api/dev/mails', () => {
  it('lists the recorded mails with their recipients, oldest first', async () => {
    await send(sdkBody());
    await send(autoReplyBody());
    const response = await app.request('/api/dev/mails');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = await listed();
    expect(mails.map((mail) => [mail.id, mail.templateId, mail.to])).toEqual([
      [1, LOCAL_EMAILJS.notificationTemplateId, EDITORS_EMAIL],
      [2, LOCAL_EMAILJS.autoReplyTemplateId, autoReply.to_email],
    ]);
  });

  it('answers whatever an earlier sink stored in the SQLite file, nested thousands deep or not JSON at all', async () => {
    // Only the SQLite file had an earlier sink: this test keeps one of its own, whatever the engine.
    const file = openTempSqliteFile();
    file.db.close();
    const storage = openSqliteStorage(file.dbFile);
    const onSqlite = createApp({
      db: storage,
      mediaDir: magazine.mediaDir,
      settings: { development: true, mailSink: { ...readSettings({}).mailSink, limitPerMinute: 1000 } },
      now: () => now,
    });
    await send(sdkBody(), { on: onSqlite });
    // Written as the earlier sink did, over a connection of its own.
    const raw = new DatabaseSync(file.dbFile);
    try {
      const insert = raw.prepare(
        'INSERT INTO mails (service_id, template_id, params, received_at) VALUES (?, ?, ?, ?)',
      );
      for (const params of [
        `{"x":${nestedObjects(100_000)}}`,
        `{"message":${nestedArrays(4472)}}`,
        'not json',
        '[1, 2]',
        '{"from_name": 7}',
      ]) {
        insert.run('service', 'template', params, '2026-01-01T00:00:00.000Z');
      }
    } finally {
      raw.close();
    }
    try {
      const mails = await listed(onSqlite);
      expect(mails).toHaveLength(6);
      expect(mails[0]?.params).toEqual(notification);
      for (const mail of mails.slice(1)) expect(mail).toMatchObject({ params: {}, paramsUnreadable: true, to: '' });
    } finally {
      await storage.close();
      file.cleanup();
    }
  });
});

describe('without development features', () => {
  it('has neither the sink nor the list of mails, whatever the body', async () => {
    const production = makeApp({ development: false });
    for (const body of [sdkBody(), 'x'.repeat(1_000_000), withNested('x', nestedArrays(5000))]) {
      const { status, text } = await send(body, { on: production });
      expect([status, JSON.parse(text)]).toEqual([404, { error: 'Not found' }]);
    }
    const list = await production.request('/api/dev/mails');
    expect([list.status, await list.json()]).toEqual([404, { error: 'Not found' }]);
    expect(await magazine.db.mails.list()).toEqual([]);
  });

  it('is how an app starts when nothing turns them on', async () => {
    const bare = createApp({ db: magazine.db, mediaDir: magazine.mediaDir });
    expect((await send(sdkBody(), { on: bare })).status).toBe(404);
    expect((await bare.request('/api/dev/mails')).status).toBe(404);
  });
});
