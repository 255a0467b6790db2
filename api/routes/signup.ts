/**
 * `POST /api/auth/signup`: creates the Firebase user with the full name as its
 * display name. Answers `{status, message}`, or `{error}` with 400 (details refused), 409 (the
 * e-mail has an account) or 503 (accounts not configured).
 */
import { Hono } from 'hono';
import { signupRequestSchema } from '../../contract/schemas.ts';
import { EmailTakenError, InvalidSignupError, type AccountAuth } from '../accounts/account-auth.ts';
import { AUTH_ERRORS } from '../accounts/signed-in.ts';
import { jsonError } from '../http/errors.ts';
import { writeRoute } from '../http/write-route.ts';

export const SIGNUP_ANSWERS = {
  created: 'Account created. You can log in now.',
  invalid: 'Signup needs a full name, a valid email and a password',
  emailTaken: 'An account with this email already exists',
} as const;

export function signupRoutes(auth: AccountAuth | undefined): Hono {
  const routes = new Hono();

  writeRoute(routes, '/auth/signup', async (c) => {
    if (!auth) return jsonError(c, 503, AUTH_ERRORS.unavailable);
    const parsed = signupRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return jsonError(c, 400, SIGNUP_ANSWERS.invalid);
    const { firstname, email, password } = parsed.data;
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
