/**
 * The contact form's mail, sent with @emailjs/browser: first the notification to
 * the editors, then the auto-reply to the visitor. A failed notification fails the whole send;
 * a failed auto-reply is ignored, as the editors already have the message.
 *
 * Neither names a recipient: each template fixes its own (the editors' address; the visitor's
 * `to_email`), and the auto-reply carries nothing the visitor typed but that address.
 *
 * The settings come from the page at build time (`contactMailSettings`), so this module, which
 * runs in the browser, needs nothing from schemas.ts but types.
 */
import { init, send } from '@emailjs/browser';
import { CONTACT_MESSAGES } from './messages.ts';
import { MAGAZINE_TIME_ZONE } from '../../../contract/display-date.ts';
import type { ContactAutoReplyParams, ContactNotificationParams } from '../../../contract/schemas.ts';
import type { ContactFields } from '../forms/validation.ts';

export interface ContactMailSettings {
  /** Where EmailJS's send endpoint lives: the real service or the local sink. */
  origin: string;
  publicKey: string;
  serviceId: string;
  notificationTemplateId: string;
  autoReplyTemplateId: string;
}

export type ContactSendResult =
  | { sent: true; autoReplySent: boolean }
  /** status 0: no answer (network) or a request the SDK refused to make. */
  | { sent: false; status: number; detail: string };

/** How the notification dates a message: the magazine's time, en-GB, e.g. "1 Mar 2026, 15:00". */
const sentTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: MAGAZINE_TIME_ZONE,
});

export function notificationParams(fields: ContactFields, now: Date): ContactNotificationParams {
  return {
    from_name: fields.fullName.trim(),
    from_email: fields.email.trim(),
    message: fields.message.trim(),
    sent_time: sentTimeFormat.format(now),
  };
}

export function autoReplyParams(fields: ContactFields): ContactAutoReplyParams {
  return { to_email: fields.email.trim() };
}

/** The SDK rejects with {status, text} for an answer, an Error for no answer, a string for bad settings. */
function describeFailure(error: unknown): { status: number; detail: string } {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : '';
    return { status: error.status, detail: text };
  }
  return { status: 0, detail: error instanceof Error ? error.message : String(error) };
}

export async function sendContactMessage(
  fields: ContactFields,
  settings: ContactMailSettings,
  now: Date = new Date(),
): Promise<ContactSendResult> {
  init({ publicKey: settings.publicKey }, settings.origin);
  try {
    await send(settings.serviceId, settings.notificationTemplateId, { ...notificationParams(fields, now) });
  } catch (error) {
    return { sent: false, ...describeFailure(error) };
  }
  try {
    await send(settings.serviceId, settings.autoReplyTemplateId, { ...autoReplyParams(fields) });
    return { sent: true, autoReplySent: true };
  } catch (error) {
    console.warn('The auto-reply was not sent; the editors have the message.', describeFailure(error));
    return { sent: true, autoReplySent: false };
  }
}

/** What the visitor reads when the notification failed. */
export function contactFailureMessage(status: number): string {
  switch (status) {
    case 451:
      return CONTACT_MESSAGES.headless;
    case 403:
      return CONTACT_MESSAGES.blocked;
    case 429:
      return CONTACT_MESSAGES.throttled;
    default:
      return CONTACT_MESSAGES.failed;
  }
}
