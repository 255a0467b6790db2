import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_LIFETIME_MS, checkLink, signLink } from './signed-links.ts';

const secret = 's'.repeat(43);
const now = Date.parse('2026-03-01T09:00:00Z');

describe('signed newsletter links', () => {
  it('takes a confirmation link for its address until it expires, and not after', () => {
    const token = signLink(secret, 'confirm', 'reader@example.com', now + CONFIRM_LINK_LIFETIME_MS);
    expect(checkLink(secret, 'confirm', token, now)).toEqual({ ok: true, email: 'reader@example.com' });
    expect(checkLink(secret, 'confirm', token, now + CONFIRM_LINK_LIFETIME_MS - 1).ok).toBe(true);
    expect(checkLink(secret, 'confirm', token, now + CONFIRM_LINK_LIFETIME_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('keeps an unsubscribe link good without an end', () => {
    const token = signLink(secret, 'leave', 'reader@example.com');
    expect(checkLink(secret, 'leave', token, now + 10 * 365 * 24 * 3600 * 1000)).toEqual({
      ok: true,
      email: 'reader@example.com',
    });
  });

  it('refuses a link signed with another secret, made for another purpose, or changed', () => {
    const token = signLink(secret, 'leave', 'reader@example.com');
    expect(checkLink('t'.repeat(43), 'leave', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLink(secret, 'confirm', token, now)).toEqual({ ok: false, reason: 'invalid' });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'leave', e: 'someone@example.com' })).toString('base64url')}.${signature}`;
    expect(checkLink(secret, 'leave', forged, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const broken of ['', '.', 'abc', `${token}.more`, `${token}x`]) {
      expect(checkLink(secret, 'leave', broken, now), broken).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('believes nothing of an unsigned token, not even that it expired', () => {
    const expired = signLink(secret, 'confirm', 'reader@example.com', now - 1);
    const [body] = expired.split('.');
    expect(checkLink(secret, 'confirm', `${body}.AAAA`, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
