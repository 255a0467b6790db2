/** One mail as the local mailbox (local-mailbox.ts) received it, and as its page (mailbox-page.ts) shows it. */
export interface ReceivedMail {
  id: number;
  messageId: string;
  from: string;
  /** The envelope's recipients, as the sender gave them in RCPT TO. */
  to: string[];
  subject: string;
  receivedAt: string;
  /** Each header once, names in lower case (List-Unsubscribe, List-Unsubscribe-Post ...). */
  headers: Record<string, string>;
  text: string;
  html: string;
}
