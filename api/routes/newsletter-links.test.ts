/**
 * Confirmed sign-ups end to end within the API: the sign-up route, the real local mailbox (a real
 * SMTP server) receiving the confirmation mail, and the pages its links open, on a real database.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAILBOX_TEST_DOMAINS } from '../../stack/local-mailbox.ts';
import { useTestMailbox } from '../../tests/support/test-mailbox.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { createApp } from '../app.ts';
import { CONFIRM_MAIL } from '../newsletter/confirm-mail.ts';
import { LINK_PAGE_TEXT } from '../newsletter/link-pages.ts';
import { DEFAULT_SENDING } from '../newsletter/edition-sender.ts';
import { signLink } from '../newsletter/signed-links.ts';

const secret = 'k'.repeat(43);
const publicApiUrl = 'https://api.serendib.test/api';
const HOUR = 60 * 60 * 1000;

const test = useTestMailbox();
let magazine: TempMagazine;
let now: number;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  magazine = await openTempMagazine();
  now = Date.parse('2026-03-01T09:00:00Z');
  app = createApp({
    db: magazine.db,
    mediaDir: magazine.mediaDir,
    mailer: test.mailer,
    settings: {
      newsletter: {
        smtpUrl: undefined,
        from: 'x@example.com',
        secret,
        publicApiUrl,
        siteUrl: 'https://serendib.test',
        sending: DEFAULT_SENDING,
      },
    },
    now: () => now,
  });
});
afterEach(() => magazine.cleanup());

let nextIp = 1;
async function signUp(email: string): Promise<Response> {
  return app.request(
    '/api/emails',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) },
    { incoming: { socket: { remoteAddress: `198.51.100.${nextIp++ % 250}` } } },
  );
}

/** The link of the newest confirmation mail to `email`, as a path on the app. */
function confirmLinkTo(email: string): string {
  const mail = test.mailbox.mailsTo(email).at(-1);
  const link = /https:\/\/api\.serendib\.test(\/api\/newsletter\/confirm\?token=[\w.-]+)/.exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error(`No confirmation link in ${JSON.stringify(mail?.text)}`);
  return link[1];
}

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token') ?? '';
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('confirmed sign-ups', () => {
  it('mails a signed link whose page confirms only on its button, and says nothing of the address', async () => {
    expect((await signUp('reader@example.com')).status).toBe(201);
    const [mail] = test.mailbox.mailsTo('reader@example.com');
    expect(mail?.subject).toBe(CONFIRM_MAIL.subject);
    expect(mail?.html).toContain('Confirm my subscription');
    expect(await magazine.db.newsletter.stateOf('reader@example.com')).toBe('pending');

    const link = confirmLinkTo('reader@example.com');
    const shown = await app.request(link);
    const html = await shown.text();
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    expect(html).toContain(LINK_PAGE_TEXT.confirmButton);
    expect(html).toContain('<form method="post" action="confirm">');
    expect(html).not.toContain('reader@example.com');
    // A scanner that opens the link confirms nothing.
    expect(await magazine.db.newsletter.stateOf('reader@example.com')).toBe('pending');

    const confirmed = await app.request('/api/newsletter/confirm', form({ token: tokenOf(link) }));
    expect(confirmed.status).toBe(200);
    const confirmedHtml = await confirmed.text();
    expect(confirmedHtml).toContain(LINK_PAGE_TEXT.confirmedTitle);
    expect(confirmedHtml).not.toContain('reader@example.com');
    expect(await magazine.db.newsletter.stateOf('reader@example.com')).toBe('confirmed');
    expect((await magazine.db.newsletter.counts()).confirmed).toBe(1);
  });

  it('sends at most one mail an hour to an address not yet confirmed, and none once confirmed', async () => {
    await signUp('again@example.com');
    await signUp('again@example.com');
    now += HOUR - 1000;
    await signUp('again@example.com');
    expect(test.mailbox.mailsTo('again@example.com')).toHaveLength(1);
    now += 1000;
    expect((await signUp('again@example.com')).status).toBe(200);
    expect(test.mailbox.mailsTo('again@example.com')).toHaveLength(2);

    await app.request('/api/newsletter/confirm', form({ token: tokenOf(confirmLinkTo('again@example.com')) }));
    now += 2 * HOUR;
    await signUp('again@example.com');
    expect(test.mailbox.mailsTo('again@example.com')).toHaveLength(2);
  });

  it('sends one mail when sign-ups of one address race', async () => {
    await Promise.all(Array.from({ length: 5 }, () => signUp('race@example.com')));
    expect(test.mailbox.mailsTo('race@example.com')).toHaveLength(1);
  });

  it('refuses a link after 7 days, and one that was changed, without confirming', async () => {
    await signUp('late@example.com');
    const link = confirmLinkTo('late@example.com');
    now += 7 * 24 * HOUR;
    const expired = await app.request('/api/newsletter/confirm', form({ token: tokenOf(link) }));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(LINK_PAGE_TEXT.expiredTitle);
    const changed = await app.request(`${link.slice(0, -2)}xx`);
    expect(changed.status).toBe(400);
    expect(await changed.text()).toContain(LINK_PAGE_TEXT.invalidTitle);
    expect(await magazine.db.newsletter.stateOf('late@example.com')).toBe('pending');
  });

  it('keeps the sign-up when the mail cannot be handed over, and tries again on the next one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const address = `reader@${MAILBOX_TEST_DOMAINS.busy}`;
    expect((await signUp(address)).status).toBe(201);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('451'));
    expect(await magazine.db.newsletter.stateOf(address)).toBe('pending');
    await signUp(address);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('suppresses an address the server refuses for good, and sends it nothing more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const address = `nobody@${MAILBOX_TEST_DOMAINS.bounces}`;
    expect((await signUp(address)).status).toBe(201);
    expect(await magazine.db.newsletter.stateOf(address)).toBe('suppressed');
    now += 2 * HOUR;
    await signUp(address);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('leaving and coming back', () => {
  async function confirmedReader(email: string): Promise<string> {
    await signUp(email);
    await app.request('/api/newsletter/confirm', form({ token: tokenOf(confirmLinkTo(email)) }));
    return signLink(secret, 'leave', email);
  }

  it('unsubscribes at once on the RFC 8058 one-click POST, and offers to come back', async () => {
    const token = await confirmedReader('leaving@example.com');
    const left = await app.request(
      `/api/newsletter/unsubscribe?token=${token}`,
      form({ 'List-Unsubscribe': 'One-Click' }),
    );
    expect(left.status).toBe(200);
    const html = await left.text();
    expect(html).toContain(LINK_PAGE_TEXT.leftTitle);
    expect(html).toContain(LINK_PAGE_TEXT.rejoinButton);
    expect(html).not.toContain('leaving@example.com');
    expect(await magazine.db.newsletter.stateOf('leaving@example.com')).toBe('unsubscribed');

    const back = await app.request('/api/newsletter/resubscribe', form({ token }));
    expect(back.status).toBe(200);
    expect(await back.text()).toContain(LINK_PAGE_TEXT.rejoinedTitle);
    expect(await magazine.db.newsletter.stateOf('leaving@example.com')).toBe('confirmed');
  });

  it('shows a button on the footer link and changes nothing until it is pressed', async () => {
    const token = await confirmedReader('footer@example.com');
    const shown = await app.request(`/api/newsletter/unsubscribe?token=${token}`);
    expect(await shown.text()).toContain(LINK_PAGE_TEXT.leaveButton);
    expect(await magazine.db.newsletter.stateOf('footer@example.com')).toBe('confirmed');
    await app.request('/api/newsletter/unsubscribe', form({ token }));
    expect(await magazine.db.newsletter.stateOf('footer@example.com')).toBe('unsubscribed');
  });

  it('takes no confirmation token for leaving, nor an unsubscribe token for confirming', async () => {
    await signUp('mixed@example.com');
    const confirmToken = tokenOf(confirmLinkTo('mixed@example.com'));
    expect((await app.request('/api/newsletter/unsubscribe', form({ token: confirmToken }))).status).toBe(400);
    const leaveToken = signLink(secret, 'leave', 'mixed@example.com');
    expect((await app.request('/api/newsletter/confirm', form({ token: leaveToken }))).status).toBe(400);
    expect(await magazine.db.newsletter.stateOf('mixed@example.com')).toBe('pending');
  });
});
