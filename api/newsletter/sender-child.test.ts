/**
 * The sending process as the API runs it: forked, fed its settings, sending an edition from a
 * SQLite file to the real local mailbox; killed with SIGKILL mid-edition, started again by the
 * API's side, and every reader ends with exactly one copy (a mail in flight at the kill is looked
 * up in the mailbox by its Message-ID: decisions/0028). SQLite only: the process is given the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { useTestMailbox } from '../../tests/support/test-mailbox.ts';
import { DEFAULT_SENDING } from './edition-sender.ts';
import type { EditionRunner } from './edition-runner.ts';
import { senderChild, type SenderChild } from './sender-child.ts';

const test = useTestMailbox();
let dir: string;
let db: MagazineStorage;
let runner: EditionRunner | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sender-child-'));
  db = openSqliteStorage(join(dir, 'magazine.sqlite'));
});
afterEach(async () => {
  runner?.stop();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const READERS = 60;
const pause = (ms: number) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

async function edition(): Promise<number> {
  for (let n = 0; n < READERS; n += 1) {
    await db.subscribers.add(`reader-${n}@example.com`, new Date());
    await db.newsletter.confirm(`reader-${n}@example.com`, new Date());
  }
  const now = new Date();
  return Number(
    await db.newsletter.editions.create({
      subject: 'S',
      html: '<p>H</p>',
      text: 'T',
      sendAt: now,
      createdAt: now,
      createdBy: 'e',
      source: '{"subject":"S","intro":""}',
    }),
  );
}

function start(perSecond: number): SenderChild {
  return senderChild(
    {
      smtpUrl: test.mailbox.smtpUrl,
      from: 'newsletter@serendibluxe.lk',
      secret: 's'.repeat(43),
      publicApiUrl: 'https://api.serendib.test/api',
      siteUrl: 'https://serendib.test',
      deliveryCheckUrl: `${test.mailbox.pageUrl}/received`,
      sending: { ...DEFAULT_SENDING, perSecond, connections: 2 },
    },
    { dbFile: join(dir, 'magazine.sqlite'), databaseUrl: undefined },
  );
}

async function untilSent(id: number): Promise<void> {
  while ((await db.newsletter.editions.progress(id))?.state !== 'sent') await pause(100);
}

// A process started, killed and started again: on a busy shared machine each start takes seconds.
describe('the sending process', { timeout: 120_000 }, () => {
  it('sends an edition from the database to every confirmed reader', async () => {
    const id = await edition();
    runner = start(1000);
    await untilSent(id);
    expect(new Set(test.mailbox.mails().map((mail) => mail.to[0])).size).toBe(READERS);
    expect(test.mailbox.mails()).toHaveLength(READERS);
  });

  it('is started again after a SIGKILL and finishes the edition', async () => {
    const id = await edition();
    // The API's side says the sender died: expected here.
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const child = start(30);
    runner = child;
    while (test.mailbox.mails().length < 5) await pause(50);
    process.kill(Number(child.pid()), 'SIGKILL');
    await untilSent(id);
    expect(said).toHaveBeenCalledWith('The newsletter sender stopped (SIGKILL); starting it again');
    const copies = test.mailbox.copiesByMessageId();
    expect(copies.size).toBe(READERS);
    // The mails in the server's hands at the kill were looked up, not sent again.
    expect(test.mailbox.mails()).toHaveLength(READERS);
    expect(await db.newsletter.editions.progress(id)).toMatchObject({ sent: READERS, resent: 0 });
  });
});
