/** @vitest-environment jsdom */
// @emailjs/browser reads the page's location, so these tests run in a browser-like document.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadOrigin } from '../../../tests/support/answering-server.ts';
import { serversForEachTest } from '../../../tests/support/test-servers.ts';
import { contactFailureMessage, sendContactMessage, type ContactMailSettings } from './contact-mail.ts';
import { contactMailSettings } from './contact-mail-settings.ts';
import { CONTACT_MESSAGES } from './messages.ts';
import { MAIL_SINK_ANSWERS } from '../../../contract/api-messages.ts';
import { EDITORS_EMAIL, LOCAL_EMAILJS } from '../../../contract/local-defaults.ts';

const servers = serversForEachTest();
afterEach(() => {
  vi.unstubAllEnvs();
});

const fields = { fullName: '  Ama Perera ', email: 'ama@example.com ', message: ' Could we visit your studio? ' };
const at = new Date('2026-03-01T09:30:00Z');

function settingsFor(origin: string, overrides: Partial<ContactMailSettings> = {}): ContactMailSettings {
  return { ...contactMailSettings(), origin, ...overrides };
}

describe('sendContactMessage, with the real @emailjs/browser against the real local sink', () => {
  it('sends the notification to the editors, then the auto-reply to the visitor', async () => {
    const api = await servers.api();
    expect(await sendContactMessage(fields, settingsFor(api.origin), at)).toEqual({ sent: true, autoReplySent: true });
    const mails = await api.db.mails.list();
    expect(mails.map((mail) => [mail.serviceId, mail.templateId, mail.to])).toEqual([
      [LOCAL_EMAILJS.serviceId, LOCAL_EMAILJS.notificationTemplateId, EDITORS_EMAIL],
      [LOCAL_EMAILJS.serviceId, LOCAL_EMAILJS.autoReplyTemplateId, 'ama@example.com'],
    ]);
    // No recipient from the browser; the auto-reply carries nothing the visitor typed but the address.
    expect(mails[0]?.params).toEqual({
      from_name: 'Ama Perera',
      from_email: 'ama@example.com',
      message: 'Could we visit your studio?',
      sent_time: '1 Mar 2026, 15:00',
    });
    expect(mails[1]?.params).toEqual({ to_email: 'ama@example.com' });
  });

  it('ignores a failed auto-reply: the editors have the message', async () => {
    const api = await servers.api();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bouncing = { ...fields, email: 'ama@bounce.invalid' };
    expect(await sendContactMessage(bouncing, settingsFor(api.origin), at)).toEqual({
      sent: true,
      autoReplySent: false,
    });
    expect((await api.db.mails.list()).map((mail) => mail.to)).toEqual([EDITORS_EMAIL]);
    expect(warned).toHaveBeenCalledOnce();
  });

  it('fails when the notification fails, and then sends no auto-reply', async () => {
    const api = await servers.api();
    const refused = await sendContactMessage({ ...fields, email: 'ama@refused.invalid' }, settingsFor(api.origin), at);
    expect(refused).toEqual({ sent: false, status: 412, detail: MAIL_SINK_ANSWERS.senderRefused });
    const wrongKey = await sendContactMessage(fields, settingsFor(api.origin, { publicKey: 'not-ours' }), at);
    expect(wrongKey).toEqual({ sent: false, status: 400, detail: MAIL_SINK_ANSWERS.publicKeyInvalid });
    expect(await api.db.mails.list()).toEqual([]);
  });

  it('passes on the sink’s 429 once a client has sent its mails for the minute', async () => {
    const api = await servers.api({ mailSink: { limitPerMinute: 3 } });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = settingsFor(api.origin);
    expect(await sendContactMessage(fields, settings, at)).toEqual({ sent: true, autoReplySent: true });
    // The third mail is the second notification; its auto-reply is the fourth, over the limit.
    expect(await sendContactMessage(fields, settings, at)).toEqual({ sent: true, autoReplySent: false });
    expect(await sendContactMessage(fields, settings, at)).toMatchObject({ sent: false, status: 429 });
    expect(contactFailureMessage(429)).toBe(CONTACT_MESSAGES.throttled);
    expect(await api.db.mails.list()).toHaveLength(3);
    expect(warned).toHaveBeenCalledOnce();
  });
});

describe('sendContactMessage, when the mail service answers what the local sink does not', () => {
  for (const status of [451, 403, 429, 500]) {
    it(`passes on a ${status}`, async () => {
      const other = await servers.answering({
        answer: { status, body: `status ${status}`, contentType: 'text/plain' },
      });
      expect(await sendContactMessage(fields, settingsFor(other.origin), at)).toEqual({
        sent: false,
        status,
        detail: `status ${status}`,
      });
      expect(other.received).toHaveLength(1);
      expect(other.received[0]).toMatchObject({
        service_id: LOCAL_EMAILJS.serviceId,
        template_id: LOCAL_EMAILJS.notificationTemplateId,
        user_id: LOCAL_EMAILJS.publicKey,
      });
    });
  }

  it('fails with status 0 when nothing answers', async () => {
    const result = await sendContactMessage(fields, settingsFor(await deadOrigin()), at);
    expect(result).toMatchObject({ sent: false, status: 0 });
  });
});

describe('contactFailureMessage', () => {
  it('says what happened for 451, 403 and 429, and gives the general message otherwise', () => {
    expect(CONTACT_MESSAGES.failed).toBe(
      'Sorry, there was an error sending your message. Please try again or contact us directly.',
    );
    expect(contactFailureMessage(451)).toBe(CONTACT_MESSAGES.headless);
    expect(contactFailureMessage(451)).toMatch(/automated/);
    expect(contactFailureMessage(403)).toBe(CONTACT_MESSAGES.blocked);
    expect(contactFailureMessage(403)).toMatch(/blocked/);
    expect(contactFailureMessage(429)).toBe(CONTACT_MESSAGES.throttled);
    expect(contactFailureMessage(429)).toMatch(/Too many messages/);
    for (const status of [0, 400, 412, 500]) expect(contactFailureMessage(status)).toBe(CONTACT_MESSAGES.failed);
    expect(new Set(Object.values(CONTACT_MESSAGES)).size).toBe(4);
  });
});

describe('contactMailSettings', () => {
  it('defaults to the local sink at the API’s origin', () => {
    vi.stubEnv('PUBLIC_API_URL', 'http://127.0.0.1:9999/api');
    expect(contactMailSettings()).toEqual({
      origin: 'http://127.0.0.1:9999',
      publicKey: LOCAL_EMAILJS.publicKey,
      serviceId: LOCAL_EMAILJS.serviceId,
      notificationTemplateId: LOCAL_EMAILJS.notificationTemplateId,
      autoReplyTemplateId: LOCAL_EMAILJS.autoReplyTemplateId,
    });
  });

  it('takes the real service from PUBLIC_EMAILJS_* variables', () => {
    vi.stubEnv('PUBLIC_EMAILJS_ORIGIN', 'https://api.emailjs.com/');
    vi.stubEnv('PUBLIC_EMAILJS_PUBLIC_KEY', 'pk');
    vi.stubEnv('PUBLIC_EMAILJS_SERVICE_ID', 'service_live');
    vi.stubEnv('PUBLIC_EMAILJS_TEMPLATE_ID', 'template_n');
    vi.stubEnv('PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID', 'template_r');
    expect(contactMailSettings()).toMatchObject({
      origin: 'https://api.emailjs.com',
      publicKey: 'pk',
      serviceId: 'service_live',
      notificationTemplateId: 'template_n',
      autoReplyTemplateId: 'template_r',
    });
  });
});
