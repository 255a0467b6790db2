/**
 * The API's sending of editions, when it can send: a secret to sign the unsubscribe links, and a
 * mailer (a pool of SMTP connections to SMTP_URL unless one is given).
 */
import type { MagazineStorage } from '../storage/storage.ts';
import type { EditionContent } from './edition-store.ts';
import { domainOfSender, editionMail } from './edition-mail.ts';
import { editionRunner, type EditionRunner } from './edition-runner.ts';
import { editionSender } from './edition-sender.ts';
import { smtpMailer, type Mailer } from './mailer.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';

/**
 * With PostgreSQL another instance may be sending: a row it claimed is taken as left behind only
 * after this long, far more than one hand-over takes.
 */
export const SENDING_LEASE_MS = 2 * 60 * 1000;

export interface EditionSending {
  runner: EditionRunner;
  /** One copy to one address (an editor's "send a test to me"), subject marked as a test. */
  sendTest(content: EditionContent, to: string): Promise<void>;
}

export const TEST_SUBJECT_PREFIX = '[Test] ';

export function startEditionSending(
  db: MagazineStorage,
  settings: NewsletterSettings,
  now: () => number,
  mailer?: Mailer,
): EditionSending | undefined {
  const { secret, smtpUrl, from, publicApiUrl, sending } = settings;
  const editionMailer =
    mailer ?? (smtpUrl ? smtpMailer({ url: smtpUrl, from, pool: { maxConnections: sending.connections } }) : undefined);
  if (!secret || !editionMailer) return undefined;
  // One process owns a SQLite file: whatever was claimed before it started was left by one that died.
  const startedAt = new Date(now());
  const store = db.newsletter.editions;
  const mail = { secret, publicApiUrl, messageIdDomain: domainOfSender(from) };
  const sender = editionSender({
    store,
    mailer: editionMailer,
    mail,
    sending,
    now,
    uncertainBefore: () => (db.engine === 'sqlite' ? startedAt : new Date(now() - SENDING_LEASE_MS)),
  });
  const runner = editionRunner(store, sender, now, () => db.isClosed());
  runner.wake();
  return {
    runner,
    sendTest: async (content, to) => {
      const copy = editionMail(0, { ...content, subject: `${TEST_SUBJECT_PREFIX}${content.subject}` }, to, mail);
      // A test is a mail of its own: no Message-ID shared with the edition's real copies.
      await editionMailer.send({ ...copy, messageId: undefined });
    },
  };
}
