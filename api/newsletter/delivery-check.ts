/**
 * Asks whether the SMTP server took a mail, by its Message-ID: after a crash, the only way to tell
 * a mail handed over from one that never arrived (decisions/0028). The answer comes from an HTTP
 * address (`NEWSLETTER_DELIVERY_CHECK_URL`) asked `?messageId=<id>`, answering `{"received": n}`:
 * the local mailbox's `/received`, or, for a provider, a small adaptor over its own message search.
 */
import { z } from 'zod';

/** True when the server holds at least one copy of the mail with this Message-ID. */
export type DeliveryCheck = (messageId: string) => Promise<boolean>;

const answerSchema = z.object({ received: z.number().int().min(0) });

export function deliveryCheck(url: string): DeliveryCheck {
  return async (messageId) => {
    const address = new URL(url);
    address.searchParams.set('messageId', messageId);
    const response = await fetch(address, { headers: { Accept: 'application/json' } });
    // Guessing would be a second copy or a lost one: a check that cannot answer stops the sending.
    if (!response.ok) throw new Error(`The delivery check answered ${response.status} for ${messageId}`);
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) throw new Error(`The delivery check gave no count of copies for ${messageId}`);
    return answer.data.received > 0;
  };
}
