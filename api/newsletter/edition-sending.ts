/**
 * The API's sending of editions, when it can send: a secret to sign the unsubscribe links, and an
 * SMTP server (SMTP_URL) or a mailer given.
 */
import type { StorageLocation } from '../storage/open-storage.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import type { EditionContent } from './edition-store.ts';
import { deliveryCheck } from './delivery-check.ts';
import { domainOfSender, editionMail } from './edition-mail.ts';
import { editionRunner, type EditionRunner } from './edition-runner.ts';
import { editionSender } from './edition-sender.ts';
import { smtpMailer, type Mailer } from './mailer.ts';
import { senderChild } from './sender-child.ts';
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

/**
 * An API that knows where its database is sends in a process of its own (sender-child.ts);
 * otherwise (tests, with a mailer or SMTP_URL) in this process. Without a secret, or neither a
 * mailer nor SMTP_URL, nothing is sent.
 */
export function startEditionSending(
  db: MagazineStorage,
  settings: NewsletterSettings,
  now: () => number,
  { mailer, storage }: { mailer?: Mailer | undefined; storage?: StorageLocation | undefined } = {},
): EditionSending | undefined {
  const { secret, smtpUrl, from, publicApiUrl, sending, deliveryCheckUrl } = settings;
  if (!secret || (!mailer && !smtpUrl)) return undefined;
  const mail = { secret, publicApiUrl, messageIdDomain: domainOfSender(from) };
  const oneMailer = mailer ?? smtpMailer({ url: smtpUrl ?? '', from });
  let runner: EditionRunner;
  if (storage && !mailer) {
    runner = senderChild(settings, storage);
  } else {
    const editionMailer =
      mailer ?? smtpMailer({ url: smtpUrl ?? '', from, pool: { maxConnections: sending.connections } });
    // One process owns a SQLite file: whatever was claimed before it started was left by one that died.
    const startedAt = new Date(now());
    const store = db.newsletter.editions;
    const sender = editionSender({
      store,
      mailer: editionMailer,
      mail,
      sending,
      now,
      uncertainBefore: () => (db.engine === 'sqlite' ? startedAt : new Date(now() - SENDING_LEASE_MS)),
      check: deliveryCheckUrl ? deliveryCheck(deliveryCheckUrl) : undefined,
    });
    runner = editionRunner(store, sender, now, () => db.isClosed());
    runner.wake();
  }
  return {
    runner,
    sendTest: async (content, to) => {
      const copy = editionMail(0, { ...content, subject: `${TEST_SUBJECT_PREFIX}${content.subject}` }, to, mail);
      // A test is a mail of its own: no Message-ID shared with the edition's real copies.
      await oneMailer.send({ ...copy, messageId: undefined });
    },
  };
}
