/**
 * The local mailbox: a real SMTP server (smtp-server, each message parsed by mailparser) that
 * keeps every mail the magazine sends instead of delivering it, and a page where a developer reads
 * them. `npm start`, the end-to-end stack and `npm run bench:newsletter` start one, and the API
 * sends to it through nodemailer exactly as it would to a provider.
 *
 * Its record is its own: what arrived over SMTP, counted by Message-ID, so a mail handed over
 * twice shows as a second copy whatever the sender believes it sent. A restarted sender asks it,
 * by Message-ID, whether a mail left uncertain by a crash arrived (`/received?messageId=`).
 *
 * Two reserved test domains fail for real (RFC 2606 `.invalid`, never a real recipient):
 * a recipient at `bounce.invalid` is refused for good (550), one at `busy.invalid` for now (451).
 */
import { appendFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailboxPage, mailPage } from './mailbox-page.ts';
import type { ReceivedMail } from './received-mail.ts';

export type { ReceivedMail };

export const MAILBOX_TEST_DOMAINS = { bounces: 'bounce.invalid', busy: 'busy.invalid' } as const;

/** Larger mails are refused at the door (SMTP SIZE); an edition is held well below this. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

export interface MailboxOptions {
  host?: string;
  /** 0 for any free port. */
  smtpPort: number;
  /** Where the page listens; 0 for any free port, undefined for no page. */
  pagePort?: number;
  /**
   * Keeps only what counting needs (Message-ID, recipients, subject, headers), not the bodies:
   * a benchmark's ten thousand editions would otherwise fill the memory.
   */
  summariesOnly?: boolean;
  /** A file to which every accepted mail's Message-ID and recipients are appended as a JSON line. */
  recordFile?: string;
}

export interface RunningMailbox {
  smtpUrl: string;
  /** The page that lists every mail; undefined without a page port. */
  pageUrl: string | undefined;
  mails(): readonly ReceivedMail[];
  /** Mails for `address`, oldest first. */
  mailsTo(address: string): ReceivedMail[];
  /** How many copies arrived of each Message-ID. */
  copiesByMessageId(): Map<string, number>;
  /** Copies of one Message-ID, once every mail whose data had arrived when asked is recorded. */
  received(messageId: string): Promise<number>;
  clear(): void;
  stop(): Promise<void>;
}

function domainOf(address: string): string {
  return address.split('@').at(-1)?.toLowerCase() ?? '';
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

function listen(server: Server | SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = (server instanceof SMTPServer ? server.server : server).address() as AddressInfo;
      resolveListen(address.port);
    });
  });
}

export async function startLocalMailbox(options: MailboxOptions): Promise<RunningMailbox> {
  const host = options.host ?? '127.0.0.1';
  const received: ReceivedMail[] = [];
  /** Mails being read: a question about a Message-ID waits for them, one may be the answer. */
  const reading = new Set<Promise<unknown>>();
  const receivedCopies = async (messageId: string) => {
    await Promise.allSettled([...reading]);
    return received.filter((mail) => mail.messageId === messageId).length;
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Serendib Luxe local mailbox',
    logger: false,
    onRcptTo(address, _session, callback) {
      const domain = domainOf(address.address);
      if (domain === MAILBOX_TEST_DOMAINS.bounces) {
        return callback(smtpError(`No such mailbox: ${address.address}`, 550));
      }
      if (domain === MAILBOX_TEST_DOMAINS.busy) {
        return callback(smtpError(`Mailbox busy, try again later: ${address.address}`, 451));
      }
      callback();
    },
    onData(stream, session, callback) {
      const read = simpleParser(stream, { skipImageLinks: true, skipTextToHtml: true })
        .then(async (parsed) => {
          const headers: Record<string, string> = {};
          // The raw lines: mailparser folds the List-* headers into one structured `list` entry.
          for (const { key, line } of parsed.headerLines) {
            headers[key] = line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n\s+/g, ' ')
              .trim();
          }
          const mail: ReceivedMail = {
            id: received.length + 1,
            messageId: parsed.messageId ?? '',
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            receivedAt: new Date().toISOString(),
            headers,
            text: options.summariesOnly ? '' : (parsed.text ?? ''),
            html: options.summariesOnly || !parsed.html ? '' : parsed.html,
          };
          // Recorded before the 250 answer: a mail the sender was told it handed over is in the record.
          if (options.recordFile) {
            const line = JSON.stringify({ messageId: mail.messageId, to: mail.to, at: mail.receivedAt });
            await appendFile(options.recordFile, `${line}\n`);
          }
          received.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      reading.add(read);
      // A sender cut off mid-mail leaves a stream that is destroyed, not ended: nothing to wait for.
      const done = () => reading.delete(read);
      void read.finally(done);
      stream.once('close', () => {
        if (!stream.readableEnded) done();
      });
    },
  });
  // A sender that dies mid-mail resets its connection: that mail is not recorded, and the
  // server goes on (without a listener the error would end the process).
  smtp.on('error', () => undefined);
  const smtpPort = await listen(smtp, options.smtpPort, host);

  let page: Server | undefined;
  let pageUrl: string | undefined;
  if (options.pagePort !== undefined) {
    page = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://mailbox');
      const path = url.pathname;
      if (path === '/received') {
        const messageId = url.searchParams.get('messageId') ?? '';
        void receivedCopies(messageId).then((copies) => {
          response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          response.end(JSON.stringify({ received: copies }));
        });
        return;
      }
      const one = /^\/mails\/(\d+)$/.exec(path);
      const mail = one ? received[Number(one[1]) - 1] : undefined;
      const [status, type, body] =
        path === '/'
          ? [200, 'text/html', mailboxPage(received)]
          : path === '/mails.json'
            ? [200, 'application/json', JSON.stringify({ mails: received })]
            : path === '/count.json'
              ? [200, 'application/json', JSON.stringify({ mails: received.length })]
              : mail
                ? [200, 'text/html', mailPage(mail)]
                : [404, 'text/plain', 'No such mail'];
      response.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
      response.end(body);
    });
    const pagePort = await listen(page, options.pagePort, host);
    pageUrl = `http://${host}:${pagePort}`;
  }

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    pageUrl,
    mails: () => received,
    mailsTo: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    copiesByMessageId: () => {
      const copies = new Map<string, number>();
      for (const mail of received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
      return copies;
    },
    received: receivedCopies,
    clear: () => void received.splice(0),
    stop: async () => {
      await new Promise<void>((resolveClose) => smtp.close(() => resolveClose()));
      if (page) {
        const closing = page;
        await new Promise<void>((resolveClose) => closing.close(() => resolveClose()));
        closing.closeAllConnections();
      }
    },
  };
}
