/** The editors' bearer token: only a request that carries it reaches the editor routes. */
import type { MiddlewareHandler } from 'hono';
import { bearerToken, tokensMatch } from '../../contract/bearer-token.ts';
import { jsonError } from '../http/errors.ts';

export const ADMIN_MESSAGES = {
  unauthorized: 'Editor token missing or wrong: send Authorization: Bearer <EDITOR_TOKEN>',
  publishingOff: 'Publishing is off: the API was started without EDITOR_TOKEN',
} as const;

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
