/**
 * `POST /api/auth/signup`: creates the Firebase user with the full name as its display name.
 * Answers `{status, message}`, or `{error}` with 400 (details refused; `fields` names the ones the
 * API itself refused), 409 (the e-mail has an account) or 503 (accounts not configured).
 */
import { Hono } from 'hono';
import { signupRequestSchema } from '../../contract/schemas.ts';
import { EmailTakenError, InvalidSignupError, type AccountAuth } from '../accounts/account-auth.ts';
import { AUTH_ERRORS } from '../accounts/signed-in.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { postRoute } from '../http/routes.ts';

export const SIGNUP_ANSWERS = {
  created: 'Account created. You can log in now.',
  invalid: 'Signup needs a full name, a valid email and a password',
  emailTaken: 'An account with this email already exists',
} as const;

export function signupRoutes(auth: AccountAuth | undefined): Hono {
  const routes = new Hono();

  postRoute(routes, '/auth/signup', async (c) => {
    if (!auth) return jsonError(c, 503, AUTH_ERRORS.unavailable);
    const body = await readJsonBody(c, signupRequestSchema, SIGNUP_ANSWERS.invalid);
    if (!body.ok) return bodyRefused(c, body);
    const { firstname, email, password } = body.value;
    try {
      await auth.createUser({ email, password, displayName: firstname });
    } catch (error) {
      if (error instanceof EmailTakenError) return jsonError(c, 409, SIGNUP_ANSWERS.emailTaken);
      if (error instanceof InvalidSignupError) return jsonError(c, 400, error.message);
      throw error;
    }
    return c.json({ status: 'success', message: SIGNUP_ANSWERS.created }, 201);
  });

  return routes;
}
