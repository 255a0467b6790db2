/** The mailer against the real local mailbox: a real SMTP conversation on a free port. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAILBOX_TEST_DOMAINS, startLocalMailbox, type RunningMailbox } from '../../stack/local-mailbox.ts';
import { DeliveryError, smtpMailer, type Mailer } from './mailer.ts';

let mailbox: RunningMailbox;
let mailer: Mailer;

beforeAll(async () => {
  mailbox = await startLocalMailbox({ smtpPort: 0, pagePort: 0 });
  mailer = smtpMailer({ url: mailbox.smtpUrl, from: 'Serendib Luxe <newsletter@serendibluxe.lk>' });
});
afterAll(async () => {
  mailer.close();
  await mailbox.stop();
});
beforeEach(() => mailbox.clear());

describe('smtpMailer', () => {
  it('hands a mail with its HTML, text, headers and Message-ID to the SMTP server', async () => {
    await mailer.send({
      to: 'reader@example.com',
      subject: 'Colombo after dark',
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: '<edition-1.reader@serendibluxe.lk>',
    });
    const [mail] = mailbox.mailsTo('reader@example.com');
    expect(mail).toMatchObject({
      subject: 'Colombo after dark',
      from: 'newsletter@serendibluxe.lk',
      messageId: '<edition-1.reader@serendibluxe.lk>',
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p>',
    });
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('reports a 5xx refusal as permanent and a 4xx one as temporary', async () => {
    const bounce = mailer.send({ to: `gone@${MAILBOX_TEST_DOMAINS.bounces}`, subject: 's', text: 't' });
    await expect(bounce).rejects.toMatchObject({ permanent: true, responseCode: 550 });
    const busy = mailer.send({ to: `later@${MAILBOX_TEST_DOMAINS.busy}`, subject: 's', text: 't' });
    await expect(busy).rejects.toBeInstanceOf(DeliveryError);
    await expect(busy).rejects.toMatchObject({ permanent: false, responseCode: 451 });
    expect(mailbox.mails()).toEqual([]);
  });

  it('reports a server that cannot be reached as temporary', async () => {
    const nowhere = smtpMailer({ url: 'smtp://127.0.0.1:1', from: 'newsletter@serendibluxe.lk' });
    await expect(nowhere.send({ to: 'reader@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
      permanent: false,
    });
    nowhere.close();
  });
});

describe('the local mailbox page', () => {
  it('lists every mail and shows one with its HTML sandboxed and its text escaped', async () => {
    await mailer.send({ to: 'page@example.com', subject: 'A <b>bold</b> subject', text: 'x < y', html: '<p>Hi</p>' });
    const list = await (await fetch(`${mailbox.pageUrl}/`)).text();
    expect(list).toContain('A &lt;b&gt;bold&lt;/b&gt; subject');
    expect(list).toContain('page@example.com');
    const one = await (await fetch(`${mailbox.pageUrl}/mails/1`)).text();
    expect(one).toContain('<iframe sandbox');
    expect(one).toContain('srcdoc="&lt;p&gt;Hi&lt;/p&gt;"');
    expect(one).toContain('x &lt; y');
    expect((await fetch(`${mailbox.pageUrl}/mails/99`)).status).toBe(404);
  });
});
