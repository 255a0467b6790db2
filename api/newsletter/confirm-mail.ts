/** The mail that asks a reader to confirm a sign-up: plain text and a simple HTML part with one link. */
import { escapeHtml } from '../../contract/escape-html.ts';
import type { OutgoingMail } from './mailer.ts';

export const CONFIRM_MAIL = {
  subject: 'Please confirm your subscription to Serendib Luxe',
  lead: 'Someone, we hope you, asked to receive the Serendib Luxe newsletter at this address.',
  ask: 'To confirm, open this link within 7 days and press the button on the page:',
  ignore: 'If it was not you, ignore this mail: without a confirmation no newsletter is sent here.',
} as const;

export function confirmMail(to: string, link: string): OutgoingMail {
  const text = [CONFIRM_MAIL.lead, '', CONFIRM_MAIL.ask, link, '', CONFIRM_MAIL.ignore, '', 'Serendib Luxe'].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Georgia,serif;color:#13201b;max-width:36rem;margin:auto;padding:1rem">
<p>${escapeHtml(CONFIRM_MAIL.lead)}</p><p>${escapeHtml(CONFIRM_MAIL.ask)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#13201b;color:#fbf8f2;padding:.75rem 1.25rem;text-decoration:none">Confirm my subscription</a></p>
<p style="color:#555">${escapeHtml(CONFIRM_MAIL.ignore)}</p><p>Serendib Luxe</p></body></html>`;
  return { to, subject: CONFIRM_MAIL.subject, text, html };
}
