/**
 * A real local mailbox (an SMTP server on a free port, and its page on another) and a mailer
 * sending to it, started once for a test file and emptied before each test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { smtpMailer, type Mailer } from '../../api/newsletter/mailer.ts';
import { startLocalMailbox, type RunningMailbox } from '../../stack/local-mailbox.ts';

export interface TestMailbox {
  mailbox: RunningMailbox;
  mailer: Mailer;
}

export function useTestMailbox(pool?: { maxConnections: number }): TestMailbox {
  const handle = {} as TestMailbox;
  beforeAll(async () => {
    handle.mailbox = await startLocalMailbox({ smtpPort: 0, pagePort: 0 });
    handle.mailer = smtpMailer({
      url: handle.mailbox.smtpUrl,
      from: 'newsletter@serendibluxe.lk',
      ...(pool ? { pool } : {}),
    });
  });
  afterAll(async () => {
    handle.mailer.close();
    await handle.mailbox.stop();
  });
  beforeEach(() => handle.mailbox.clear());
  return handle;
}
