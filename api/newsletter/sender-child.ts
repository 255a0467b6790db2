/**
 * The API's side of the sending process (sender-process.ts): started when the API starts, at a
 * lower priority than the API, woken when an edition is created, and started again when it dies.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import type { StorageLocation } from '../storage/open-storage.ts';
import type { EditionRunner } from './edition-runner.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';

const ENTRY = join(import.meta.dirname, 'sender-process.ts');
/** A nice value: the sender gives way to the API's requests. */
const SENDER_PRIORITY = 10;
/** How long a sender that died waits before the next one starts. */
const RESTART_AFTER_MS = 1000;

/** What the sending process reads (sender-process.ts): the same settings as the API's. */
function senderEnv(settings: NewsletterSettings, storage: StorageLocation): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SMTP_URL: settings.smtpUrl,
    NEWSLETTER_SECRET: settings.secret,
    NEWSLETTER_FROM: settings.from,
    PUBLIC_API_URL: settings.publicApiUrl,
    SITE_URL: settings.siteUrl,
    NEWSLETTER_DELIVERY_CHECK_URL: settings.deliveryCheckUrl ?? '',
    NEWSLETTER_SMTP_CONNECTIONS: String(settings.sending.connections),
    NEWSLETTER_SEND_PER_SECOND: String(settings.sending.perSecond),
    API_DB: storage.dbFile,
    DATABASE_URL: storage.databaseUrl ?? '',
  };
}

export interface SenderChild extends EditionRunner {
  /** The sending process's id, while one runs. */
  pid(): number | undefined;
}

export function senderChild(settings: NewsletterSettings, storage: StorageLocation): SenderChild {
  const env = senderEnv(settings, storage);
  let child: ChildProcess | undefined;
  let stopped = false;

  function start(): void {
    const started = fork(ENTRY, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child = started;
    if (started.pid !== undefined) {
      try {
        setPriority(started.pid, SENDER_PRIORITY);
      } catch {
        // A system that refuses priorities runs the sender at the API's own.
      }
    }
    // A wake sent as the process dies fails on its closed channel; its exit starts the next one.
    started.on('error', () => undefined);
    started.once('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (stopped) return;
      console.error(`The newsletter sender stopped (${signal ?? code}); starting it again`);
      setTimeout(start, RESTART_AFTER_MS).unref();
    });
  }
  start();

  return {
    wake: () => {
      if (child?.connected) child.send('wake');
    },
    idle: async () => undefined,
    pid: () => child?.pid,
    stop: () => {
      stopped = true;
      child?.kill();
    },
  };
}
