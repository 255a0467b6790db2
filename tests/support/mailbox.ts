/**
 * The end-to-end stack's local mailbox, as specs read it: the mails the API sent over SMTP, and a
 * reader signed up and confirmed through the real sign-up route and confirmation link.
 */
import { expect } from '@playwright/test';
import { uniqueClientIp } from './clients.ts';
import { E2E_API_URL, E2E_MAILBOX_URL } from './e2e-stack.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const { mails } = (await (await fetch(`${E2E_MAILBOX_URL}/mails.json`)).json()) as { mails: ReceivedMail[] };
  return mails.filter((mail) => mail.to.includes(email));
}

/** The first mail to `email` that `match` accepts, once the mailbox has it. */
export async function awaitMail(email: string, match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect(async () => {
    found = (await mailsTo(email)).find(match);
    expect(found).toBeTruthy();
  }).toPass();
  return found as ReceivedMail;
}

/** The confirmation link of the mail to `email`. */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await awaitMail(email, (one) => /\/newsletter\/confirm\?token=/.test(one.text));
  return /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(mail.text)?.[1] ?? '';
}

/** Signs `email` up from a client of its own and presses the confirmation page's button. */
export async function confirmedReader(email: string): Promise<void> {
  const signUp = await fetch(`${E2E_API_URL}/emails`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
    body: JSON.stringify({ email }),
  });
  expect(signUp.status).toBe(201);
  const token = new URL(await confirmationLink(email)).searchParams.get('token') ?? '';
  const confirmed = await fetch(`${E2E_API_URL}/newsletter/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(confirmed.status).toBe(200);
}
