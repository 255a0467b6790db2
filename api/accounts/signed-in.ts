/**
 * The rules of every personal route: no token or a token that does not verify
 * answers 401; a user named in the request other than the token's answers 403. Both happen before
 * the handler runs, so a refused request reads and writes nothing.
 */
import type { Context, Handler } from 'hono';
import { jsonError } from '../http/errors.ts';
import { InvalidTokenError, type AccountAuth } from './account-auth.ts';

export const AUTH_ERRORS = {
  missingToken: 'Sign-in required: send Authorization: Bearer <Firebase ID token>',
  invalidToken: 'The sign-in token is invalid or expired',
  otherUser: "The token's user may not read or change another user's favourites and saves",
  noUser: 'userId is required',
  unavailable: 'Accounts are not available on this server',
} as const;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function unauthorized(c: Context, message: string): Response {
  c.header('WWW-Authenticate', 'Bearer');
  return jsonError(c, 401, message);
}

/**
 * Wraps a handler of a signed-in user. `claimedUser` picks the user the request names (query,
 * path or body); `undefined` from it means the request named nobody.
 */
export function signedIn(
  auth: AccountAuth | undefined,
  claimedUser: (c: Context) => Promise<string | undefined> | string | undefined,
  handler: (c: Context, uid: string) => Response | Promise<Response>,
): Handler {
  return async (c) => {
    if (!auth) return jsonError(c, 503, AUTH_ERRORS.unavailable);
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) return unauthorized(c, AUTH_ERRORS.missingToken);
    let uid: string;
    try {
      uid = await auth.verifyIdToken(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) return unauthorized(c, AUTH_ERRORS.invalidToken);
      throw error;
    }
    const claimed = await claimedUser(c);
    if (claimed === undefined || claimed === '') return jsonError(c, 400, AUTH_ERRORS.noUser);
    if (claimed !== uid) return jsonError(c, 403, AUTH_ERRORS.otherUser);
    return handler(c, uid);
  };
}
