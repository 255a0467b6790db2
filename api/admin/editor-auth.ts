/**
 * Who may use the editor routes: a holder of the editor token (scripts, CI), or a signed-in
 * Firebase user whose ID token carries the `editor` custom claim (the desk). A signed-in user
 * without the claim is refused with 403 before anything is read or written.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { DESK_ANSWERS } from '../../contract/desk.ts';
import { bearerToken, tokensMatch } from '../../contract/bearer-token.ts';
import { InvalidTokenError, type AccountAuth } from '../accounts/account-auth.ts';
import { jsonError } from '../http/errors.ts';

export const ADMIN_MESSAGES = {
  unauthorized:
    'Editor token or sign-in missing or wrong: send Authorization: Bearer <EDITOR_TOKEN or an editor’s Firebase ID token>',
  publishingOff: 'Publishing is off: the API was started without EDITOR_TOKEN',
} as const;

/** What the audit log and `updatedBy` name a write by the editor token. */
export const EDITOR_TOKEN_WHO = 'editor token';

export interface Editor {
  /** The editor's e-mail, or EDITOR_TOKEN_WHO. */
  who: string;
  /** Came with the editor token rather than an ID token. */
  viaToken: boolean;
}

export type EditorEnv = { Variables: { editor: Editor } };

function unauthorized(c: Context): Response {
  c.header('WWW-Authenticate', 'Bearer');
  return jsonError(c, 401, ADMIN_MESSAGES.unauthorized);
}

/** Lets a request through only from an editor, and tells the routes which one (`c.get('editor')`). */
export function requireEditor(
  editorToken: string | undefined,
  auth: AccountAuth | undefined,
): MiddlewareHandler<EditorEnv> {
  return async (c, next) => {
    if (editorToken === undefined && auth === undefined) return jsonError(c, 503, ADMIN_MESSAGES.publishingOff);
    const sent = bearerToken(c.req.header('authorization'));
    if (sent === undefined) return unauthorized(c);
    if (editorToken !== undefined && tokensMatch(sent, editorToken)) {
      c.set('editor', { who: EDITOR_TOKEN_WHO, viaToken: true });
      return next();
    }
    if (auth === undefined) return unauthorized(c);
    let user;
    try {
      user = await auth.verifyUser(sent);
    } catch (error) {
      if (error instanceof InvalidTokenError) return unauthorized(c);
      throw error;
    }
    if (!user.editor) return jsonError(c, 403, DESK_ANSWERS.notEditor);
    c.set('editor', { who: user.email ?? `uid ${user.uid}`, viaToken: false });
    return next();
  };
}
