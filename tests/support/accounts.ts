/**
 * Users, tokens and API calls for the account specs: the end-to-end stack's own auth emulator,
 * through its REST API, and the stack's API.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_API_URL, E2E_AUTH_URL } from './e2e-stack.ts';

export function uniqueEmail(label = 'reader'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

async function identityToolkit(method: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${E2E_AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`accounts:${method}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface Reader {
  uid: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

export async function createReader(name = 'Test Reader'): Promise<Reader> {
  const email = uniqueEmail();
  const password = 'secret-pass';
  const answer = await identityToolkit('signUp', { email, password, displayName: name });
  return { uid: String(answer.localId), email, password, name, token: String(answer.idToken) };
}

export async function apiCall(
  path: string,
  { method = 'POST', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Logs in through the login page and waits for the redirect home. */
export async function logInThroughPage(page: Page, reader: Pick<Reader, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password').fill(reader.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful! Redirecting…')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}
