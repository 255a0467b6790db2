/**
 * Sending an edition on a real database to the real local mailbox (a real SMTP server): every
 * confirmed reader once, retries and suppression, and a resume after a process died mid-batch
 * (the mail it left in the server's hands looked up in the mailbox by its Message-ID).
 * Only the sender's clock and sleep are the test's, so waits of minutes take none.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAILBOX_TEST_DOMAINS } from '../../stack/local-mailbox.ts';
import { useTestMailbox } from '../../tests/support/test-mailbox.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { deliveryCheck, type DeliveryCheck } from './delivery-check.ts';
import { editionMessageId } from './edition-mail.ts';
import { DEFAULT_SENDING, editionSender, type SendingSettings } from './edition-sender.ts';
import { checkLink } from './signed-links.ts';

const secret = 'e'.repeat(43);
const mail = { secret, publicApiUrl: 'https://api.serendib.test/api', messageIdDomain: 'serendibluxe.lk' };
const sending: SendingSettings = { ...DEFAULT_SENDING, perSecond: 1000, batch: 3, retryBaseMs: 60_000, maxAttempts: 3 };
const content = {
  subject: 'The monsoon edition',
  html: '<p>Hello</p><a href="%%unsubscribe_url%%">Unsubscribe</a>',
  text: 'Hello\nUnsubscribe: %%unsubscribe_url%%',
};

const test = useTestMailbox({ maxConnections: 2 });
let magazine: TempMagazine;
let now: number;
let slept: number[];

beforeEach(async () => {
  magazine = await openTempMagazine();
  now = Date.parse('2026-03-01T09:00:00Z');
  slept = [];
});
afterEach(() => magazine.cleanup());

async function reader(email: string, state: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed') {
  await magazine.db.subscribers.add(email, new Date(now));
  if (state !== 'pending') await magazine.db.newsletter.confirm(email, new Date(now));
  if (state === 'unsubscribed') await magazine.db.newsletter.leave(email, new Date(now));
}

function sender(uncertainBefore = () => new Date(now - 1), check?: DeliveryCheck) {
  return editionSender({
    check,
    store: magazine.db.newsletter.editions,
    mailer: test.mailer,
    mail,
    sending,
    now: () => now,
    uncertainBefore,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  });
}

const create = () =>
  magazine.db.newsletter.editions.create({
    ...content,
    sendAt: new Date(now),
    createdAt: new Date(now),
    createdBy: 'editor@serendib.test',
    source: JSON.stringify({ subject: content.subject, intro: '' }),
  });

describe('sending an edition', () => {
  it('sends each confirmed reader one copy with their own unsubscribe link, and no one else', async () => {
    const confirmed = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
    for (const email of confirmed) await reader(email);
    await reader('pending@example.com', 'pending');
    await reader('left@example.com', 'unsubscribed');
    const id = Number(await create());
    await sender().send(id);

    expect(
      test.mailbox
        .mails()
        .map((one) => one.to[0])
        .sort(),
    ).toEqual(confirmed);
    for (const email of confirmed) {
      const [copy] = test.mailbox.mailsTo(email);
      expect(copy?.messageId).toBe(editionMessageId(id, email, 'serendibluxe.lk'));
      expect(copy?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const link = /<(https:\/\/api\.serendib\.test\/api\/newsletter\/unsubscribe\?token=([\w.-]+))>/.exec(
        copy?.headers['list-unsubscribe'] ?? '',
      );
      expect(checkLink(secret, 'leave', link?.[2] ?? '', now)).toEqual({ ok: true, email });
      expect(copy?.text).toContain(`Unsubscribe: ${link?.[1]}`);
      expect(copy?.html).toContain(`href="${link?.[1]}"`);
    }
    expect(await magazine.db.newsletter.editions.progress(id)).toMatchObject({
      state: 'sent',
      recipients: 5,
      sent: 5,
      failed: 0,
      waiting: 0,
      resent: 0,
    });
  });

  it('stores nothing for an edition when no reader is confirmed', async () => {
    await reader('pending@example.com', 'pending');
    expect(await create()).toBeUndefined();
    expect(await magazine.db.newsletter.editions.history(10)).toEqual([]);
  });

  it('tries a temporary refusal again after growing waits, and suppresses a permanent one at once', async () => {
    await reader('fine@example.com');
    await reader(`later@${MAILBOX_TEST_DOMAINS.busy}`);
    await reader(`gone@${MAILBOX_TEST_DOMAINS.bounces}`);
    const id = Number(await create());
    await sender().send(id);

    // The pacing between hand-overs is a millisecond at this rate; the retries' waits are minutes.
    expect(slept.filter((ms) => ms >= 1000)).toEqual([60_000, 120_000]);
    expect(test.mailbox.mails().map((one) => one.to[0])).toEqual(['fine@example.com']);
    expect(await magazine.db.newsletter.editions.progress(id)).toMatchObject({ state: 'sent', sent: 1, failed: 2 });
    expect(await magazine.db.newsletter.stateOf(`gone@${MAILBOX_TEST_DOMAINS.bounces}`)).toBe('suppressed');
    // Refused for now every time: not sent, but not suppressed either.
    expect(await magazine.db.newsletter.stateOf(`later@${MAILBOX_TEST_DOMAINS.busy}`)).toBe('confirmed');
  });

  it('resumes after a process died: rows never handed over go, a mail the server took is not sent again', async () => {
    const { id, store } = await diedMidBatch();
    now += 1000;
    const restartedAt = new Date(now);
    await sender(() => restartedAt, deliveryCheck(`${test.mailbox.pageUrl}/received`)).send(id);

    const copies = test.mailbox.copiesByMessageId();
    expect(copies.size).toBe(5);
    expect([...copies.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(await store.progress(id)).toMatchObject({ state: 'sent', sent: 5, waiting: 0, resent: 0 });
  });

  it('without a delivery check sends a mail left uncertain again, with the same Message-ID, and counts it', async () => {
    const { id, store } = await diedMidBatch();
    now += 1000;
    const restartedAt = new Date(now);
    await sender(() => restartedAt).send(id);

    const copies = test.mailbox.copiesByMessageId();
    expect(copies.size).toBe(5);
    expect(copies.get(editionMessageId(id, 'b@example.com', 'serendibluxe.lk'))).toBe(2);
    expect(copies.get(editionMessageId(id, 'c@example.com', 'serendibluxe.lk'))).toBe(1);
    expect(await store.progress(id)).toMatchObject({ state: 'sent', sent: 5, resent: 2 });
  });

  it('sends nothing again while the delivery check cannot answer, and leaves the uncertain rows as they are', async () => {
    const { id, store } = await diedMidBatch();
    now += 1000;
    const restartedAt = new Date(now);
    const broken = async (): Promise<boolean> => {
      throw new Error('The delivery check answered 503');
    };
    await expect(sender(() => restartedAt, broken).send(id)).rejects.toThrow('answered 503');
    expect(test.mailbox.mails()).toHaveLength(2);
    expect(await store.progress(id)).toMatchObject({ state: 'sending', sent: 1, waiting: 4 });
  });
});

/**
 * A process that died mid-batch: it claimed four of five readers, handed a@ over and marked it,
 * handed b@ over (the server took it) and died before marking it, had begun handing c@ over
 * (the server never took it), and had not reached d@.
 */
async function diedMidBatch() {
  const emails = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
  for (const email of emails) await reader(email);
  const id = Number(await create());
  const store = magazine.db.newsletter.editions;
  await store.begin(id, new Date(now), new Date(now));
  expect((await store.claim(id, new Date(now), 4)).map((row) => row.email)).toEqual(emails.slice(0, 4));
  const handOver = async (email: string) => {
    await store.markHanding(id, email, new Date(now));
    await test.mailer.send({
      to: email,
      subject: content.subject,
      text: 'x',
      messageId: editionMessageId(id, email, 'serendibluxe.lk'),
    });
  };
  await handOver('a@example.com');
  await store.markSent(id, 'a@example.com', new Date(now));
  await handOver('b@example.com');
  await store.markHanding(id, 'c@example.com', new Date(now));
  return { id, store };
}
