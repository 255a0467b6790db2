/**
 * The editors' bearer token. Both sides are hashed before the constant-time comparison, so the
 * time taken says nothing about the token's length or how much of it a guess got right.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../http/errors.ts';

export const ADMIN_MESSAGES = {
  unauthorized: 'Editor token missing or wrong: send Authorization: Bearer <EDITOR_TOKEN>',
  publishingOff: 'Publishing is off: the API was started without EDITOR_TOKEN',
} as const;

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

/** Lets a request through only with the editor token; nothing behind it runs otherwise. */
export function requireEditor(editorToken: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (editorToken === undefined) return jsonError(c, 503, ADMIN_MESSAGES.publishingOff);
    const sent = bearerToken(c.req.header('authorization'));
    if (sent === undefined || !tokensMatch(sent, editorToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return jsonError(c, 401, ADMIN_MESSAGES.unauthorized);
    }
    await next();
  };
}
