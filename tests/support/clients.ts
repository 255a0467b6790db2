/**
 * Helpers for specs that sign up or send mail. The API limits newsletter sign-ups, new accounts and
 * mails per client IP, and every spec runs on one machine: each page plays a client of its own by having the browser edge add
 * the `X-Forwarded-For` header a reverse proxy would (the e2e API trusts it, see e2e-stack.ts).
 */
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { RecordedMail } from '../../contract/schemas.ts';
import { E2E_API_URL } from './e2e-stack.ts';

/** A client address of its own (from TEST-NET ranges, never a real client). */
export function uniqueClientIp(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

export function uniqueEmail(name: string, domain = 'example.com'): string {
  return `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@${domain}`;
}

/** Every request from this page to the API now comes from `ip`, as a proxy would report it. */
export async function actAsClient(page: Page, ip: string = uniqueClientIp()): Promise<string> {
  await page.route(`${E2E_API_URL}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
  return ip;
}

/**
 * Reaches for an island as a reader would (the pointer over it wakes a client:interaction island;
 * others are awake already) and waits until it can submit.
 */
export async function whenReady(island: Locator, submit: Locator): Promise<void> {
  await island.scrollIntoViewIfNeeded();
  await island.getByRole('textbox').first().hover();
  await expect(submit).toBeEnabled();
}

/** The mails the sink recorded to or mentioning `address`, oldest first (read through the dev route). */
export async function mailsInvolving(address: string): Promise<RecordedMail[]> {
  const response = await fetch(`${E2E_API_URL}/dev/mails`);
  if (!response.ok) throw new Error(`/dev/mails: ${response.status}`);
  const { mails } = (await response.json()) as { mails: RecordedMail[] };
  return mails.filter((mail) => mail.to === address || Object.values(mail.params).includes(address));
}
