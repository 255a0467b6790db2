/**
 * Real users and real ID tokens from the unit tests' Firebase auth emulator (started by
 * tests/support/unit-auth-emulator.global.ts), through the emulator's REST API.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

const API_KEY = 'demo-api-key';

export function emulatorHost(): string {
  return inject('authEmulatorHost');
}

export function emulatorProjectId(): string {
  return inject('firebaseProjectId');
}

/** Waits until the emulator answers (it starts beside the tests and may still be booting). */
export async function authEmulatorReady(timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://${emulatorHost()}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The auth emulator at ${emulatorHost()} did not start within ${timeoutMs / 1000} s`);
}

/** An address no other test uses, so tests share the emulator without clearing it. */
export function uniqueEmail(label = 'reader'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

async function identityToolkit(method: string, body: object): Promise<Record<string, unknown>> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`accounts:${method} failed: ${JSON.stringify(answer)}`);
  return answer;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

/** Creates a user in the emulator and answers it with a fresh ID token. */
export async function createTestUser(displayName = 'Test Reader', password = 'secret-pass'): Promise<TestUser> {
  const email = uniqueEmail();
  const answer = await identityToolkit('signUp', { email, password, displayName });
  return { uid: String(answer.localId), email, password, displayName, idToken: String(answer.idToken) };
}

export async function idTokenFor(email: string, password: string): Promise<string> {
  return String((await identityToolkit('signInWithPassword', { email, password })).idToken);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token's payload, readable (emulator tokens are unsigned JWTs). */
export function tokenPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** The token with its payload changed and its header kept: what a tamperer would send. */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header] = token.split('.');
  return `${header}.${base64url({ ...tokenPayload(token), ...changes })}.`;
}

/** The token's claims signed with a key of the forger's own, as a real (RS256) Firebase token would be. */
export function forgedToken(token: string, sign: (data: string) => string): string {
  const header = base64url({ alg: 'RS256', kid: 'forged-key', typ: 'JWT' });
  const payload = token.split('.')[1] ?? '';
  return `${header}.${payload}.${sign(`${header}.${payload}`)}`;
}
