/**
 * Bearer tokens, as the API's editor routes and the rebuild service check them. Both sides are
 * hashed before the constant-time comparison, so the time taken says nothing about the token's
 * length or how much of it a guess got right. Node only (node:crypto); no web framework.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function tokensMatch(sent: string, expected: string): boolean {
  return timingSafeEqual(sha256(sent), sha256(expected));
}

/** The token of an `Authorization: Bearer <token>` header; undefined for any other scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}
