/**
 * The editors change or cancel an edition, on a real database, with the real sender and the real
 * local mailbox: a scheduled edition taken back to draft sends nothing; a draft or scheduled one
 * edited goes with its new content at its new time; a sending one cancelled keeps what was sent
 * and sends nothing more. Only the sender's clock and sleep are the test's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAILBOX_TEST_DOMAINS } from '../../stack/local-mailbox.ts';
import { useTestMailbox } from '../../tests/support/test-mailbox.ts';
import { openTempMagazine, type TempMagazine } from '../../tests/support/temp-magazine.ts';
import { DEFAULT_SENDING, editionSender } from './edition-sender.ts';
import type { Mailer } from './mailer.ts';

const mail = {
  secret: 'e'.repeat(43),
  publicApiUrl: 'https://api.serendib.test/api',
  messageIdDomain: 'serendibluxe.lk',
};
const test = useTestMailbox({ maxConnections: 1 });
let magazine: TempMagazine;
let now: number;

beforeEach(async () => {
  magazine = await openTempMagazine();
  now = Date.parse('2026-03-01T09:00:00Z');
});
afterEach(() => magazine.cleanup());

const store = () => magazine.db.newsletter.editions;
const HOUR = 60 * 60 * 1000;

async function readers(...emails: string[]) {
  for (const email of emails) {
    await magazine.db.subscribers.add(email, new Date(now));
    await magazine.db.newsletter.confirm(email, new Date(now));
  }
}

const content = (subject: string) => ({
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  source: JSON.stringify({ subject, intro: '' }),
});

const schedule = async (subject: string, at: number) =>
  Number(
    await store().create({
      ...content(subject),
      sendAt: new Date(at),
      createdAt: new Date(now),
      createdBy: 'editor@serendib.test',
    }),
  );

function sender(mailer: Mailer = test.mailer) {
  return editionSender({
    store: store(),
    mailer,
    mail,
    sending: { ...DEFAULT_SENDING, perSecond: 1000, batch: 3, connections: 1 },
    now: () => now,
    uncertainBefore: () => new Date(now - 1),
    sleep: async (ms) => {
      now += ms;
    },
  });
}

const subjects = () => test.mailbox.mails().map((one) => `${one.to[0]} ${one.subject}`);

describe('changing an edition before it goes', () => {
  it('takes a scheduled edition back to draft: nothing is sent at its time, and it can be scheduled again', async () => {
    await readers('a@example.com');
    const id = await schedule('Monsoon', now + HOUR);
    expect(await store().cancel(id, new Date(now))).toBe('draft');
    expect(await store().progress(id)).toMatchObject({ state: 'draft', recipients: 0 });
    now += 2 * HOUR;
    expect(await store().due(new Date(now))).toEqual([]);
    await sender().send(id);
    expect(test.mailbox.mails()).toEqual([]);

    // A reader confirmed since receives it too: the draft's readers are counted when it is scheduled.
    await readers('b@example.com');
    expect(await store().change(id, { ...content('Monsoon, again'), sendAt: new Date(now) })).toBe('scheduled');
    await sender().send(id);
    expect(subjects().sort()).toEqual(['a@example.com Monsoon, again', 'b@example.com Monsoon, again']);
    expect(await store().progress(id)).toMatchObject({ state: 'sent', sent: 2, cancelled: 0 });
  });

  it('sends a scheduled edition with its new content at its new time, and nothing at the old one', async () => {
    await readers('a@example.com');
    const id = await schedule('Draft subject', now + HOUR);
    expect(await store().change(id, { ...content('Final subject'), sendAt: new Date(now + 3 * HOUR) })).toBe(
      'scheduled',
    );
    expect(await store().source(id)).toBe(content('Final subject').source);
    now += 2 * HOUR;
    await sender().send(id);
    expect(test.mailbox.mails()).toEqual([]);
    expect(await store().progress(id)).toMatchObject({
      state: 'scheduled',
      sendAt: new Date(now + HOUR).toISOString(),
    });

    now += HOUR;
    expect(await store().due(new Date(now))).toEqual([id]);
    await sender().send(id);
    expect(subjects()).toEqual(['a@example.com Final subject']);
  });

  it('keeps a draft a draft when changed without a time, and refuses to schedule one nobody would receive', async () => {
    await readers('a@example.com');
    const id = await schedule('Monsoon', now + HOUR);
    await store().cancel(id, new Date(now));
    expect(await store().change(id, { ...content('Monsoon 2'), sendAt: undefined })).toBe('draft');
    await magazine.db.newsletter.leave('a@example.com', new Date(now));
    expect(await store().change(id, { ...content('Monsoon 3'), sendAt: new Date(now) })).toBe('noReaders');
    expect(await store().progress(id)).toMatchObject({ state: 'draft', subject: 'Monsoon 2', recipients: 0 });
  });

  it('answers missing for no edition', async () => {
    expect(await store().cancel(999, new Date(now))).toBe('missing');
    expect(await store().change(999, { ...content('X'), sendAt: undefined })).toBe('missing');
  });
});

describe('cancelling an edition while it is sending', () => {
  it('keeps what was sent, never sends the rest, and says so in its history', async () => {
    const everyone = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.com`);
    await readers(...everyone);
    const id = await schedule('Monsoon', now);
    let handed = 0;
    let cancelledAt = '';
    // The editors cancel while the second mail is with the server.
    const cancelling: Mailer = {
      send: async (one) => {
        await test.mailer.send(one);
        handed += 1;
        if (handed !== 2) return;
        cancelledAt = new Date(now).toISOString();
        expect(await store().cancel(id, new Date(now))).toBe('cancelled');
      },
      close: () => undefined,
    };
    await sender(cancelling).send(id);

    expect(test.mailbox.mails()).toHaveLength(2);
    const progress = await store().progress(id);
    expect(progress).toMatchObject({ state: 'cancelled', recipients: 6, sent: 2, cancelled: 4, waiting: 0 });
    expect(progress?.cancelledAt).toBe(cancelledAt);
    expect(await store().change(id, { ...content('Too late'), sendAt: new Date(now) })).toBe('tooLate');
    expect(await store().cancel(id, new Date(now))).toBe('tooLate');
    expect(await store().due(new Date(now + HOUR))).toEqual([]);
    await sender().send(id);
    expect(test.mailbox.mails()).toHaveLength(2);
  });

  it('holds the rest while paused, sends it once resumed, every reader once; a paused edition can be cancelled', async () => {
    const everyone = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.com`);
    await readers(...everyone);
    const id = await schedule('Monsoon', now);
    let handed = 0;
    const pausing: Mailer = {
      send: async (one) => {
        await test.mailer.send(one);
        handed += 1;
        if (handed === 2) expect(await store().pause(id)).toBe('paused');
      },
      close: () => undefined,
    };
    await sender(pausing).send(id);
    expect(test.mailbox.mails()).toHaveLength(2);
    expect(await store().progress(id)).toMatchObject({ state: 'paused', sent: 2, waiting: 4, cancelled: 0 });
    expect(await store().due(new Date(now + HOUR))).toEqual([]);
    expect(await store().pause(id)).toBe('tooLate');

    expect(await store().resume(id)).toBe('sending');
    expect(await store().due(new Date(now))).toEqual([id]);
    await sender().send(id);
    expect([...test.mailbox.copiesByMessageId().values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await store().progress(id)).toMatchObject({ state: 'sent', sent: 6, waiting: 0 });
    expect(await store().resume(id)).toBe('tooLate');

    // Paused, then cancelled: what was held never goes.
    const next = await schedule('Monsoon 2', now);
    handed = 0;
    const pausingNext: Mailer = {
      send: async (one) => {
        await test.mailer.send(one);
        handed += 1;
        if (handed === 1) expect(await store().pause(next)).toBe('paused');
      },
      close: () => undefined,
    };
    await sender(pausingNext).send(next);
    expect(await store().cancel(next, new Date(now))).toBe('cancelled');
    expect(await store().progress(next)).toMatchObject({ state: 'cancelled', sent: 1, cancelled: 5, waiting: 0 });
  });

  it('does not put a mail refused for now back in line once its edition is cancelled', async () => {
    await readers(`later@${MAILBOX_TEST_DOMAINS.busy}`);
    const id = await schedule('Monsoon', now);
    const cancelling: Mailer = {
      send: async (one) => {
        expect(await store().cancel(id, new Date(now))).toBe('cancelled');
        await test.mailer.send(one);
      },
      close: () => undefined,
    };
    await sender(cancelling).send(id);
    expect(await store().progress(id)).toMatchObject({ state: 'cancelled', sent: 0, cancelled: 1, waiting: 0 });
  });
});
