/**
 * Reading a provider's abuse report (RFC 5965 ARF) about a real copy of an edition, as nodemailer
 * writes it: the reader is found from the report's Original-Rcpt-To, from the unsubscribe link
 * signed for them when the loop blanks the recipient out, or from the original's To.
 */
import { describe, expect, it } from 'vitest';
import { abuseReport } from '../../tests/support/abuse-report.ts';
import { COMPLAINT_ERRORS, readComplaint } from './complaint-report.ts';
import { editionMail } from './edition-mail.ts';

const secret = 'c'.repeat(43);
const settings = { secret, publicApiUrl: 'https://api.serendib.test/api', messageIdDomain: 'serendibluxe.lk' };
const content = { subject: 'The monsoon edition', html: '<p>Hello</p>', text: 'Hello' };
const copyFor = (email: string) => editionMail(7, content, email, settings);
const now = Date.parse('2026-03-01T09:00:00Z');

describe('an abuse report', () => {
  it('names the reader in its Original-Rcpt-To', async () => {
    const report = await abuseReport(copyFor('reader@example.com'), { originalRcptTo: 'Reader@Example.com' });
    expect(await readComplaint(report, secret, now)).toEqual({
      ok: true,
      email: 'reader@example.com',
      feedbackType: 'abuse',
    });
  });

  it('names the reader by the unsubscribe link signed for them when the recipient is blanked out', async () => {
    const report = await abuseReport(copyFor('hidden@example.com'), { redactTo: true });
    expect(await readComplaint(report, secret, now)).toMatchObject({ ok: true, email: 'hidden@example.com' });
    // A link signed with another secret is nobody's: the report names no reader.
    expect(await readComplaint(report, 'x'.repeat(43), now)).toEqual({ ok: false, error: COMPLAINT_ERRORS.noReader });
  });

  it("falls back to the original's To", async () => {
    const copy = { ...copyFor('plain@example.com'), headers: {} };
    expect(await readComplaint(await abuseReport(copy), secret, now)).toMatchObject({
      ok: true,
      email: 'plain@example.com',
    });
  });

  it('refuses a mail that is no report', async () => {
    const plain = Buffer.from('From: a@example.com\r\nTo: b@example.com\r\nSubject: Hi\r\n\r\nHello\r\n');
    expect(await readComplaint(plain, secret, now)).toEqual({ ok: false, error: COMPLAINT_ERRORS.notReport });
  });
});
