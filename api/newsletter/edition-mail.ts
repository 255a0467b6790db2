/**
 * One reader's copy of an edition: the unsubscribe link signed for that reader in the footer and
 * in the List-Unsubscribe headers (RFC 8058 one-click), and a Message-ID that is the same every
 * time this edition is handed over for this reader, so a copy sent twice is recognisably one mail.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../contract/escape-html.ts';
import type { EditionContent } from './edition-store.ts';
import type { OutgoingMail } from './mailer.ts';
import { signLink } from './signed-links.ts';

/** Where the rendered edition puts the reader's own unsubscribe link. */
export const UNSUBSCRIBE_PLACEHOLDER = '%%unsubscribe_url%%';

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export interface EditionMailSettings {
  secret: string;
  publicApiUrl: string;
  /** The domain of Message-IDs: the sender's own. */
  messageIdDomain: string;
}

export function unsubscribeLink(settings: Pick<EditionMailSettings, 'secret' | 'publicApiUrl'>, email: string): string {
  return `${settings.publicApiUrl}${UNSUBSCRIBE_PATH}?token=${signLink(settings.secret, 'leave', email)}`;
}

export function editionMessageId(editionId: number, email: string, domain: string): string {
  const reader = createHash('sha256').update(email).digest('base64url').slice(0, 22);
  return `<edition-${editionId}.${reader}@${domain}>`;
}

export function editionMail(
  editionId: number,
  content: EditionContent,
  email: string,
  settings: EditionMailSettings,
): OutgoingMail {
  const link = unsubscribeLink(settings, email);
  return {
    to: email,
    subject: content.subject,
    html: content.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(link)),
    text: content.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: editionMessageId(editionId, email, settings.messageIdDomain),
  };
}

/** The domain of an address like `Serendib Luxe <newsletter@serendibluxe.lk>`. */
export function domainOfSender(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'serendibluxe.lk';
}
