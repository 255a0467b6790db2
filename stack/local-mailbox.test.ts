/**
 * The local mailbox's record at the moment a sender dies (decisions/0028), over a raw SMTP
 * conversation on a real socket: a mail whose data arrived in full counts as received even though
 * its sender never read the 250, a mail cut off mid-data does not, and the sender's delivery check
 * reads the same answer over HTTP.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCheck } from '../api/newsletter/delivery-check.ts';
import { startLocalMailbox, type RunningMailbox } from './local-mailbox.ts';

let mailbox: RunningMailbox;
beforeAll(async () => {
  mailbox = await startLocalMailbox({ smtpPort: 0, pagePort: 0 });
});
afterAll(() => mailbox.stop());

/** Writes `line` and waits for an answer starting with `code`. */
function say(socket: Socket, line: string | undefined, code: string): Promise<void> {
  return new Promise((resolveSay, reject) => {
    let heard = '';
    const listen = (chunk: Buffer) => {
      heard += chunk.toString();
      const last = heard.trimEnd().split('\r\n').at(-1) ?? '';
      if (!/^\d{3} /.test(last)) return;
      socket.off('data', listen);
      if (last.startsWith(code)) resolveSay();
      else reject(new Error(`Expected ${code}, heard ${last}`));
    };
    socket.on('data', listen);
    if (line !== undefined) socket.write(`${line}\r\n`);
  });
}

/** Opens a conversation up to the server's 354, then sends `data` and hangs up without reading on. */
async function handOverAndDie(messageId: string, data: (message: string) => string): Promise<void> {
  const socket = connect(Number(new URL(mailbox.smtpUrl).port), '127.0.0.1');
  await say(socket, undefined, '220');
  await say(socket, 'EHLO sender.test', '250');
  await say(socket, 'MAIL FROM:<newsletter@serendibluxe.lk>', '250');
  await say(socket, 'RCPT TO:<reader@example.com>', '250');
  await say(socket, 'DATA', '354');
  const message = [`Message-ID: ${messageId}`, 'Subject: An edition', '', 'Dear reader,'].join('\r\n');
  const closed = new Promise((resolveClose) => socket.once('close', resolveClose));
  socket.end(data(message));
  await closed;
}

describe('the local mailbox after a sender died', () => {
  it('counts a mail whose data arrived in full, though its 250 was never read', async () => {
    await handOverAndDie('<edition-1.whole@serendibluxe.lk>', (message) => `${message}\r\n.\r\n`);
    expect(await mailbox.received('<edition-1.whole@serendibluxe.lk>')).toBe(1);
    expect(await deliveryCheck(`${mailbox.pageUrl}/received`)('<edition-1.whole@serendibluxe.lk>')).toBe(true);
  });

  it('does not count a mail cut off before the end of its data, and answers at once', async () => {
    await handOverAndDie('<edition-1.cut@serendibluxe.lk>', (message) => message.slice(0, -4));
    expect(await mailbox.received('<edition-1.cut@serendibluxe.lk>')).toBe(0);
    expect(await deliveryCheck(`${mailbox.pageUrl}/received`)('<edition-1.cut@serendibluxe.lk>')).toBe(false);
  });

  it('refuses an answer without a count', async () => {
    await expect(deliveryCheck(`${mailbox.pageUrl}/count.json`)('<x@y>')).rejects.toThrow('gave no count of copies');
    await expect(deliveryCheck(`${mailbox.pageUrl}/nothing`)('<x@y>')).rejects.toThrow('answered 404');
  });
});
