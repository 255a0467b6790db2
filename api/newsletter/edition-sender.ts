/**
 * Sends one edition from its rows in the database: claims a batch of waiting readers, hands each
 * mail to the SMTP server (a few connections at once, no faster than the rate limit), and marks
 * each row as soon as the server answers: sent; waiting again later for a temporary refusal
 * (4xx), with waits that grow; failed and suppressed for a permanent one (5xx). It stops when no
 * row is left, and a restart picks up what is left: a mail left in the server's hands by a process
 * that died is looked up by its Message-ID before anything is sent again (decisions/0028).
 */
import pLimit from 'p-limit';
import type { DeliveryCheck } from './delivery-check.ts';
import type { EditionStore } from './edition-store.ts';
import { editionMail, editionMessageId, type EditionMailSettings } from './edition-mail.ts';
import { deliveryErrorOf, type Mailer } from './mailer.ts';

export interface SendingSettings {
  /** Mails handed over at once (the SMTP pool's connections). */
  connections: number;
  /** At most this many mails a second. */
  perSecond: number;
  /** Rows claimed at a time. */
  batch: number;
  /** The first wait after a temporary refusal; each next one is twice as long. */
  retryBaseMs: number;
  /** After this many attempts a temporary refusal counts as a failure (not a suppression). */
  maxAttempts: number;
}

export const DEFAULT_SENDING: SendingSettings = {
  connections: 4,
  perSecond: 50,
  batch: 200,
  retryBaseMs: 60_000,
  maxAttempts: 5,
};

export interface SenderOptions {
  store: EditionStore;
  mailer: Mailer;
  mail: EditionMailSettings;
  sending: SendingSettings;
  now: () => number;
  /** Rows claimed before this are left from a process that died: SQLite's start, PostgreSQL's lease. */
  uncertainBefore: () => Date;
  /** Whether the server took a mail; without it a mail left uncertain is sent again. */
  check?: DeliveryCheck | undefined;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolveSleep) => setTimeout(resolveSleep, ms));

/** Spaces hand-overs evenly at `perSecond`. */
function pacer(perSecond: number, now: () => number, sleep: (ms: number) => Promise<void>) {
  const gapMs = 1000 / perSecond;
  let nextAt = 0;
  return async () => {
    const at = Math.max(now(), nextAt);
    nextAt = at + gapMs;
    const wait = at - now();
    if (wait > 0) await sleep(wait);
  };
}

export function editionSender({
  store,
  mailer,
  mail,
  sending,
  now,
  uncertainBefore,
  check,
  sleep = realSleep,
}: SenderOptions) {
  const pace = pacer(sending.perSecond, now, sleep);
  const parallel = pLimit(sending.connections);

  async function deliver(id: number, content: Parameters<typeof editionMail>[1], email: string, attempt: number) {
    await pace();
    // Not claimed any more: the editors cancelled the edition since the batch was claimed.
    if (!(await store.markHanding(id, email, new Date(now())))) return;
    try {
      await mailer.send(editionMail(id, content, email, mail));
    } catch (error) {
      const refusal = deliveryErrorOf(error);
      const at = new Date(now());
      if (refusal.permanent) return store.markFailed(id, email, at, refusal.message, true);
      if (attempt >= sending.maxAttempts) return store.markFailed(id, email, at, refusal.message, false);
      const wait = sending.retryBaseMs * 2 ** (attempt - 1);
      return store.markRetry(id, email, new Date(at.getTime() + wait), refusal.message);
    }
    // Marked the moment the server took it; a process that dies before this leaves the row handing.
    await store.markSent(id, email, new Date(now()));
  }

  /** Settles each mail a process that died left in the server's hands: sent if the server has it. */
  async function settleUncertain(id: number, emails: string[]): Promise<void> {
    let taken = 0;
    for (const email of emails) {
      const received = check ? await check(editionMessageId(id, email, mail.messageIdDomain)) : undefined;
      if (received) taken += 1;
      if (received) await store.markSent(id, email, new Date(now()));
      else await store.putBack(id, email, received === undefined);
    }
    if (emails.length === 0) return;
    const settled = check ? `${taken} found in the server's record, ${emails.length - taken} to send` : 'sent again';
    console.log(`Edition ${id}: ${emails.length} mails left uncertain by a sender that died: ${settled}`);
  }

  return {
    /** Sends what is left of edition `id`; answers once every row is sent or failed. */
    async send(id: number): Promise<void> {
      // Begun before the content is read: from then on the editors can no longer change it.
      const uncertain = await store.begin(id, new Date(now()), uncertainBefore());
      const content = uncertain && (await store.content(id));
      if (!uncertain || !content) return;
      await settleUncertain(id, uncertain);
      for (;;) {
        const batch = await store.claim(id, new Date(now()), sending.batch);
        if (batch.length > 0) {
          await Promise.all(batch.map(({ email, attempt }) => parallel(() => deliver(id, content, email, attempt))));
          continue;
        }
        if (await store.finishIfDone(id, new Date(now()))) return;
        // Rows wait for a retry, or another instance holds them: look again when the next is due.
        const next = await store.nextAttemptAt(id);
        await sleep(next ? Math.max(0, next.getTime() - now()) : sending.retryBaseMs);
      }
    },
  };
}

export type EditionSender = ReturnType<typeof editionSender>;
