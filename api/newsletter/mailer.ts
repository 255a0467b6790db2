/**
 * The magazine's outgoing mail: nodemailer over SMTP to whatever provider `SMTP_URL` names (the
 * local mailbox in development). A refused delivery says whether trying again may help: an SMTP
 * answer in the 500s is permanent, anything else (a 4xx, a lost connection) is temporary.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe ...). */
  headers?: Record<string, string>;
  /** Set by the sender when a copy handed over twice must be recognisable as the same mail. */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export class DeliveryError extends Error {
  /** True when the server refused for good (5xx): trying again will not help. */
  readonly permanent: boolean;
  /** The server's SMTP answer code, when it gave one. */
  readonly responseCode: number | undefined;

  constructor(message: string, permanent: boolean, responseCode: number | undefined) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = permanent;
    this.responseCode = responseCode;
  }
}

/** What nodemailer's failure tells about trying again. */
export function deliveryErrorOf(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const responseCode =
    error && typeof error === 'object' && 'responseCode' in error && typeof error.responseCode === 'number'
      ? error.responseCode
      : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new DeliveryError(message, responseCode !== undefined && responseCode >= 500, responseCode);
}

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://...`; nodemailer's URL options (`?pool=true` ...) apply. */
  url: string;
  /** The From header of every mail. */
  from: string;
  /** Connections kept open and reused; more than one sends in parallel. */
  pool?: { maxConnections: number };
}

export function smtpMailer({ url, from, pool }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(
    pool ? { url, pool: true, maxConnections: pool.maxConnections, maxMessages: Infinity } : { url },
    { from },
  );
  return {
    send: async (mail) => {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
      } catch (error) {
        throw deliveryErrorOf(error);
      }
    },
    close: () => transport.close(),
  };
}
