/**
 * The sending of editions in a process of its own, started by the API (sender-child.ts) at a lower
 * priority: handing ten thousand mails to an SMTP server takes CPU that readers' requests must not
 * wait for, and a sender killed at any moment is started again by the API and resumes where the
 * database says it was. It takes the API's settings from its environment, opens only the
 * newsletter's tables, and sends whatever is due whenever the API says "wake".
 */
import postgres from 'postgres';
import { readStoragePaths } from '../config.ts';
import { openNewsletterStore } from '../storage/newsletter.ts';
import { newsletterOf } from '../storage/postgres/newsletter.ts';
import { deliveryCheck } from './delivery-check.ts';
import { domainOfSender } from './edition-mail.ts';
import { editionRunner } from './edition-runner.ts';
import { editionSender } from './edition-sender.ts';
import { SENDING_LEASE_MS } from './edition-sending.ts';
import { smtpMailer } from './mailer.ts';
import type { NewsletterStore } from './newsletter-store.ts';
import { readNewsletterSettings } from './newsletter-settings.ts';

// The API hands over its settings in the environment (sender-child.ts), the secret included.
const config = { ...readStoragePaths(process.env), newsletter: readNewsletterSettings(process.env, false) };
const { smtpUrl, secret, from, publicApiUrl, sending, deliveryCheckUrl } = config.newsletter;
if (!smtpUrl || !secret) throw new Error('The newsletter sender needs SMTP_URL and NEWSLETTER_SECRET');

let closed = false;
let store: NewsletterStore;
let close: () => Promise<void>;
if (config.databaseUrl) {
  const sql = postgres(config.databaseUrl, { max: 2, onnotice: () => undefined });
  store = newsletterOf(sql);
  close = () => sql.end({ timeout: 5 });
} else {
  // The only writer of these rows; the API's own writes to the file wait their turn in SQLite.
  const sqlite = openNewsletterStore(config.dbFile, (work) => Promise.resolve().then(work));
  store = sqlite;
  close = async () => sqlite.close();
}

// Whatever a sender claimed before this one started was left by one that died (with PostgreSQL,
// another instance may be sending: only rows older than the lease are taken as left behind).
const startedAt = new Date();
const mailer = smtpMailer({ url: smtpUrl, from, pool: { maxConnections: sending.connections } });
const sender = editionSender({
  store: store.editions,
  mailer,
  mail: { secret, publicApiUrl, messageIdDomain: domainOfSender(from) },
  sending,
  now: Date.now,
  uncertainBefore: () => (config.databaseUrl ? new Date(Date.now() - SENDING_LEASE_MS) : startedAt),
  check: deliveryCheckUrl ? deliveryCheck(deliveryCheckUrl) : undefined,
});
const runner = editionRunner(store.editions, sender, Date.now, () => closed);
process.on('message', (message) => {
  if (message === 'wake') runner.wake();
});
// The API is gone: so is its sender (the next API starts its own).
process.on('disconnect', () => {
  closed = true;
  runner.stop();
  mailer.close();
  void close().finally(() => process.exit(0));
});
runner.wake();
console.log(`Newsletter sender started (pid ${process.pid})`);
