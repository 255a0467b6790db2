/**
 * A complaint from a mailbox provider's feedback loop: an Abuse Reporting Format report (RFC 5965,
 * a `multipart/report; report-type=feedback-report` mail) about one of the magazine's mails. The
 * reader who complained is found, in this order, in the report's `Original-Rcpt-To`, in the
 * unsubscribe link signed for them in the original's `List-Unsubscribe` (feedback loops often
 * blank the recipient out, but leave the headers), or in the original's `To`.
 */
import { simpleParser, type Attachment } from 'mailparser';
import { checkLink } from './signed-links.ts';

export const COMPLAINT_ERRORS = {
  notReport: 'This is not an abuse report (RFC 5965): no message/feedback-report part',
  noReader: 'The report names no reader of the magazine',
} as const;

export type ComplaintReading = { ok: true; email: string; feedbackType: string } | { ok: false; error: string };

/** The `Name: value` fields of a feedback-report part, names in lower case. */
function reportFields(part: Attachment): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of part.content.toString('utf8').split(/\r?\n/)) {
    const field = /^([\w-]+):\s*(.*)$/.exec(line);
    if (field?.[1] && field[2] !== undefined) fields.set(field[1].toLowerCase(), field[2].trim());
  }
  return fields;
}

const address = (value: string | undefined) =>
  /<?([^<>\s]+@[^<>\s]+?)>?$/.exec(value?.trim() ?? '')?.[1]?.toLowerCase();

/** The reader an unsubscribe link in `List-Unsubscribe` was signed for, when it was signed by us. */
function readerOfUnsubscribe(header: string | undefined, secret: string, nowMs: number): string | undefined {
  const token = /[?&]token=([\w.-]+)/.exec(header ?? '')?.[1];
  if (!token) return undefined;
  const checked = checkLink(secret, 'leave', token, nowMs);
  return checked.ok ? checked.email : undefined;
}

/**
 * The third part of the report, the original mail or its headers, as it came: mailparser would
 * read its headers into the report's text instead.
 */
function originalOf(raw: Buffer, contentType: unknown): string | undefined {
  const boundary =
    contentType && typeof contentType === 'object' && 'params' in contentType
      ? (contentType.params as Record<string, string>).boundary
      : undefined;
  if (!boundary) return undefined;
  for (const part of raw.toString('utf8').split(`--${boundary}`)) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const head = part.slice(0, split.index);
    if (/^content-type:\s*(message\/rfc822|text\/rfc822-headers)/im.test(head)) {
      return part.slice(split.index + split[0].length);
    }
  }
  return undefined;
}

export async function readComplaint(raw: Buffer, secret: string, nowMs: number): Promise<ComplaintReading> {
  const report = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const feedback = report.attachments.find((part) => part.contentType === 'message/feedback-report');
  if (!feedback) return { ok: false, error: COMPLAINT_ERRORS.notReport };
  const fields = reportFields(feedback);
  const originalPart = originalOf(raw, report.headers.get('content-type'));
  const original = originalPart ? await simpleParser(originalPart) : undefined;
  const listUnsubscribe = original?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line;
  const to = original?.to && !Array.isArray(original.to) ? original.to.value[0]?.address : undefined;
  const email =
    address(fields.get('original-rcpt-to')) ?? readerOfUnsubscribe(listUnsubscribe, secret, nowMs) ?? address(to);
  if (!email || !email.includes('@')) return { ok: false, error: COMPLAINT_ERRORS.noReader };
  return { ok: true, email, feedbackType: fields.get('feedback-type') ?? 'abuse' };
}
