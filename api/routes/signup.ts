/**
 * `POST /api/auth/signup`: creates the Firebase user with the full name as its display name.
 * The details are held to the sign-up form's own rules (contract/account-rules.ts), so the API
 * takes nothing the form would refuse. Answers `{status, message}`, or `{error}` with 400 (details
 * refused; `fields` names each one at fault, in the form's words), 409 (the e-mail has an account),
 * 429 (more requests from one client in a minute than the limit allows; every request counts) or
 * 503 (accounts not configured).
 */
import { Hono } from 'hono';
import { ACCOUNT_ANSWERS } from '../../contract/api-messages.ts';
import { signupRequestSchema } from '../../contract/schemas.ts';
import { EmailTakenError, InvalidSignupError, type AccountAuth } from '../accounts/account-auth.ts';
import { AUTH_ERRORS } from '../accounts/signed-in.ts';
import { clientLimit } from '../http/client-limit.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody, type BodyRefusal } from '../http/json-body.ts';
import { postRoute } from '../http/routes.ts';
import type { RateLimitStore } from '../storage/storage.ts';

export const SIGNUP_ANSWERS = {
  created: 'Account created. You can log in now.',
  invalid: 'Signup needs a full name, a valid email and a password',
  emailTaken: 'An account with this email already exists',
  tooMany: ACCOUNT_ANSWERS.tooMany,
} as const;

export interface SignupRouteOptions {
  auth: AccountAuth | undefined;
  limits: RateLimitStore;
  limitPerMinute: number;
  trustProxy: boolean;
  now?: () => number;
}

/** One field at fault is named in `error` too, so a client that shows only `error` says what to fix. */
function namingTheField(refusal: BodyRefusal): BodyRefusal {
  if (refusal.fault !== 'fields') return refusal;
  const messages = Object.values(refusal.fields);
  return messages.length === 1 && messages[0] ? { ...refusal, error: messages[0] } : refusal;
}

export function signupRoutes({ auth, limits, limitPerMinute, trustProxy, now }: SignupRouteOptions): Hono {
  const routes = new Hono();
  const limit = clientLimit({
    limits,
    scope: 'account-signup',
    perMinute: limitPerMinute,
    trustProxy,
    tooMany: SIGNUP_ANSWERS.tooMany,
    now,
  });

  postRoute(routes, '/auth/signup', async (c) => {
    if (!auth) return jsonError(c, 503, AUTH_ERRORS.unavailable);
    const tooMany = await limit.refuse(c);
    if (tooMany) return tooMany;
    const body = await readJsonBody(c, signupRequestSchema, SIGNUP_ANSWERS.invalid);
    if (!body.ok) return bodyRefused(c, namingTheField(body));
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
