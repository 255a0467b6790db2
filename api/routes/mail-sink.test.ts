import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordedMailsResponseSchema } from '../../contract/schemas.ts';
import { LOCAL_EMAILJS } from '../../contract/local-defaults.ts';
import { createApp, type AppDeps } from '../app.ts';
import { BODY_ERRORS } from '../http/json-body.ts';
import { preflight } from '../../tests/support/preflight.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { SINK_ANSWERS, SINK_TEST_DOMAINS } from './mail-sink.ts';

let magazine: TempMagazine;
let app: ReturnType<typeof createApp>;
const now = Date.parse('2026-03-01T09:30:00Z');

function makeApp(settings: AppDeps['settings'] = {}): ReturnType<typeof createApp> {
  return createApp({ db: magazine.db, mediaDir: magazine.mediaDir, settings, now: () => now });
}

beforeEach(() => {
  magazine = openTempMagazine();
  app = makeApp();
});
afterEach(() => magazine.cleanup());

const notification = {
  from_name: 'Ama Perera',
  from_email: 'ama@example.com',
  to_email: 'editors@serendibluxe.lk',
  message: 'Hello editors',
  sent_time: '1 Mar 2026, 15:00',
};
const autoReply = {
  to_name: 'Ama Perera',
  to_email: 'ama@example.com',
  from_name: 'Serendib Luxe',
  user_message: 'Hello editors',
  reply_to: 'editors@serendibluxe.lk',
};

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

async function send(body: unknown, on = app): Promise<{ status: number; text: string; response: Response }> {
  const response = await on.request('/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), response };
}

describe('POST /api/v1.0/email/send (the local EmailJS sink)', () => {
  it('accepts both contact templates, answers OK as EmailJS does, and records each mail', async () => {
    const first = await send(sdkBody());
    expect([first.status, first.text]).toEqual([200, 'OK']);
    const second = await send(
      sdkBody({ template_id: LOCAL_EMAILJS.autoReplyTemplateId, template_params: autoReply, accessToken: 'private' }),
    );
    expect([second.status, second.text]).toEqual([200, 'OK']);
    expect(magazine.db.mails.list()).toEqual([
      {
        id: 1,
        serviceId: LOCAL_EMAILJS.serviceId,
        templateId: LOCAL_EMAILJS.notificationTemplateId,
        params: notification,
        receivedAt: '2026-03-01T09:30:00.000Z',
      },
      {
        id: 2,
        serviceId: LOCAL_EMAILJS.serviceId,
        templateId: LOCAL_EMAILJS.autoReplyTemplateId,
        params: autoReply,
        receivedAt: '2026-03-01T09:30:00.000Z',
      },
    ]);
  });

  it('checks the public key, the service and the template as EmailJS does', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ user_id: '' }, SINK_ANSWERS.publicKeyRequired],
      [{ user_id: 'someone-else' }, SINK_ANSWERS.publicKeyInvalid],
      [{ service_id: 'service_other' }, SINK_ANSWERS.serviceInvalid],
      [{ template_id: 'template_other' }, SINK_ANSWERS.templateInvalid],
      [{ user_id: undefined }, SINK_ANSWERS.wrongShape],
      [{ service_id: 7 }, SINK_ANSWERS.wrongShape],
      [{ template_params: 'not an object' }, SINK_ANSWERS.wrongShape],
      [{ accessToken: 12 }, SINK_ANSWERS.wrongShape],
    ];
    for (const [overrides, answer] of cases) {
      const { status, text } = await send(sdkBody(overrides));
      expect([status, text], JSON.stringify(overrides)).toEqual([400, answer]);
    }
    expect((await send('not json')).text).toBe(BODY_ERRORS.notJson);
    expect((await send('')).text).toBe(BODY_ERRORS.empty);
    expect((await send('[]')).text).toBe(BODY_ERRORS.notObject);
    expect(magazine.db.mails.list()).toEqual([]);
  });

  it('checks the template parameters against each template', async () => {
    const cases: Record<string, unknown>[] = [
      { template_params: { ...notification, to_email: undefined } },
      { template_params: { ...notification, from_email: 'not-an-address' } },
      { template_params: { ...notification, message: '   ' } },
      { template_params: undefined },
      // The auto-reply's parameters are not the notification's.
      { template_id: LOCAL_EMAILJS.autoReplyTemplateId, template_params: notification },
      { template_id: LOCAL_EMAILJS.autoReplyTemplateId, template_params: { ...autoReply, reply_to: 'nobody' } },
    ];
    for (const overrides of cases) {
      const { status, text } = await send(sdkBody(overrides));
      expect(status).toBe(400);
      expect(text.startsWith(`${SINK_ANSWERS.paramsInvalid}: `), text).toBe(true);
    }
    const missing = await send(sdkBody({ template_params: { ...notification, to_email: undefined } }));
    expect(missing.text).toContain('to_email');
    expect(magazine.db.mails.list()).toEqual([]);
  });

  it('accepts the identifiers the site is configured with, and no longer the defaults', async () => {
    const configured = makeApp({
      mailSink: { serviceId: 'service_x', publicKey: 'key_x', notificationTemplateId: 'tn', autoReplyTemplateId: 'ta' },
    });
    expect(
      (await send(sdkBody({ user_id: 'key_x', service_id: 'service_x', template_id: 'tn' }), configured)).text,
    ).toBe('OK');
    expect((await send(sdkBody(), configured)).text).toBe(SINK_ANSWERS.publicKeyInvalid);
  });

  it('fails deliveries to and from its test domains for real, and records nothing for them', async () => {
    const bounced = await send(
      sdkBody({
        template_id: LOCAL_EMAILJS.autoReplyTemplateId,
        template_params: { ...autoReply, to_email: `reader@${SINK_TEST_DOMAINS.bounces}` },
      }),
    );
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
    expect(magazine.db.mails.list()).toHaveLength(1);
  });

  it('answers the SDK’s CORS preflight', async () => {
    const answer = await preflight(app, '/api/v1.0/email/send');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET /api/dev/mails', () => {
  it('lists the recorded mails, oldest first', async () => {
    await send(sdkBody());
    await send(sdkBody({ template_id: LOCAL_EMAILJS.autoReplyTemplateId, template_params: autoReply }));
    const response = await app.request('/api/dev/mails');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { mails } = recordedMailsResponseSchema.parse(await response.json());
    expect(mails.map((mail) => [mail.id, mail.templateId, mail.params.to_email])).toEqual([
      [1, LOCAL_EMAILJS.notificationTemplateId, notification.to_email],
      [2, LOCAL_EMAILJS.autoReplyTemplateId, autoReply.to_email],
    ]);
  });

  it('does not exist when development routes are off, while the sink still records', async () => {
    const production = makeApp({ devRoutes: false });
    expect((await send(sdkBody(), production)).text).toBe('OK');
    const response = await production.request('/api/dev/mails');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
    expect(magazine.db.mails.list()).toHaveLength(1);
  });
});
