/**
 * After a sign-up: the confirmation mail, at most one an hour to an address not yet confirmed.
 * The hour is claimed in the database before the mail goes out, so sign-ups racing on several
 * instances send one mail; a delivery that fails gives the claim back for the next sign-up.
 */
import type { NewsletterStore } from './newsletter-store.ts';
import { confirmMail } from './confirm-mail.ts';
import { DeliveryError, type Mailer } from './mailer.ts';
import { CONFIRM_LINK_LIFETIME_MS, signLink } from './signed-links.ts';

/** Signing up again while unconfirmed sends a new mail only after this long. */
export const CONFIRM_MAIL_INTERVAL_MS = 60 * 60 * 1000;

export const CONFIRM_PATH = '/newsletter/confirm';

export interface ConfirmationOptions {
  store: NewsletterStore;
  mailer: Mailer | undefined;
  secret: string | undefined;
  publicApiUrl: string;
  now: () => number;
}

export type ConfirmationOutcome = 'sent' | 'not-due' | 'not-sent' | 'failed';

export function confirmationLink(publicApiUrl: string, secret: string, email: string, nowMs: number): string {
  const token = signLink(secret, 'confirm', email, nowMs + CONFIRM_LINK_LIFETIME_MS);
  return `${publicApiUrl}${CONFIRM_PATH}?token=${token}`;
}

export function confirmations({ store, mailer, secret, publicApiUrl, now }: ConfirmationOptions) {
  return {
    /** Sends the confirmation mail when one is due; never throws for a delivery that fails. */
    async afterSignUp(email: string): Promise<ConfirmationOutcome> {
      if (!mailer || !secret) return 'not-sent';
      const at = new Date(now());
      const claimed = await store.claimConfirmMail(email, at, new Date(at.getTime() - CONFIRM_MAIL_INTERVAL_MS));
      if (!claimed) return 'not-due';
      try {
        await mailer.send(confirmMail(email, confirmationLink(publicApiUrl, secret, email, at.getTime())));
        return 'sent';
      } catch (error) {
        await store.releaseConfirmMail(email, at);
        if (!(error instanceof DeliveryError)) throw error;
        // Refused for good (no such mailbox): nothing more is sent there, confirmation mails included.
        if (error.permanent) await store.suppress(email, at, error.message);
        // The address is kept; the reader may sign up again, and the mail is tried again then.
        console.warn(`The confirmation mail could not be handed over (${error.message})`);
        return 'failed';
      }
    },
  };
}

export type Confirmations = ReturnType<typeof confirmations>;
