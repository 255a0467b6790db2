/**
 * An abuse report as a mailbox provider's feedback loop sends it (RFC 5965 ARF): the provider's
 * words, the machine-readable report, and the original mail as nodemailer wrote it, byte for byte.
 */
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../../api/newsletter/mailer.ts';

export interface ReportOptions {
  /** The report's Original-Rcpt-To field; left out as many feedback loops do. */
  originalRcptTo?: string;
  /** Blanks the original's To out, as many feedback loops do. */
  redactTo?: boolean;
}

export async function abuseReport(original: OutgoingMail, options: ReportOptions = {}): Promise<Buffer> {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const written = await writer.sendMail({ ...original, from: 'Serendib Luxe <newsletter@serendibluxe.lk>' });
  let message = (written.message as Buffer).toString('utf8');
  if (options.redactTo) message = message.replace(/^To: .*$/m, 'To: redacted');
  const boundary = 'arf-boundary-1';
  return Buffer.from(
    [
      'From: <staff@fbl.example.net>',
      'To: <abuse@serendibluxe.lk>',
      `Subject: FW: ${original.subject}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset="US-ASCII"',
      '',
      'This is an email abuse report for an email message received from IP 192.0.2.1.',
      '',
      `--${boundary}`,
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'User-Agent: ExampleFBL/1.0',
      'Version: 1',
      ...(options.originalRcptTo ? [`Original-Rcpt-To: <${options.originalRcptTo}>`] : []),
      'Source-IP: 192.0.2.1',
      '',
      `--${boundary}`,
      'Content-Type: message/rfc822',
      'Content-Disposition: inline',
      '',
      message.replace(/\r?\n/g, '\r\n'),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}
