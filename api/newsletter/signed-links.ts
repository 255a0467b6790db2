/**
 * The tokens of the newsletter's links: what a link may do (confirm a sign-up, or leave), for
 * which address, until when, signed with HMAC-SHA256 under NEWSLETTER_SECRET. Nothing is stored:
 * a token is good as long as its signature holds and its time has not run out, so a reader's
 * unsubscribe link in an old edition keeps working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'confirm' | 'leave';

/** A confirmation link lasts a week; a sign-up after that sends a new one. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface Payload {
  /** What the link does. */
  p: LinkPurpose;
  /** The address. */
  e: string;
  /** Until when (ms since the epoch); absent for a link that does not expire. */
  x?: number;
}

export type LinkCheck = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function signLink(secret: string, purpose: LinkPurpose, email: string, expiresAtMs?: number): string {
  const payload: Payload = { p: purpose, e: email, ...(expiresAtMs === undefined ? {} : { x: expiresAtMs }) };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

function readPayload(body: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!value || typeof value !== 'object') return undefined;
    const { p, e, x } = value as Record<string, unknown>;
    if ((p !== 'confirm' && p !== 'leave') || typeof e !== 'string') return undefined;
    if (x !== undefined && typeof x !== 'number') return undefined;
    return { p, e, ...(x === undefined ? {} : { x }) };
  } catch {
    return undefined;
  }
}

/** Checks the signature first: nothing in an unsigned token is believed, not even its time. */
export function checkLink(secret: string, purpose: LinkPurpose, token: string, nowMs: number): LinkCheck {
  const [body, signed, extra] = token.split('.');
  if (!body || !signed || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = signature(secret, body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const payload = readPayload(body);
  if (!payload || payload.p !== purpose) return { ok: false, reason: 'invalid' };
  if (payload.x !== undefined && payload.x <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, email: payload.e };
}
