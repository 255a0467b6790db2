/**
 * `POST /api/emails`: newsletter sign-up. The address is trimmed, lowercased and validated, then
 * stored once: `{added: true, message}` the first time, `{added: false}` after. A filled honeypot
 * gets the answer of a sign-up and stores nothing; more sign-ups from one client in a minute than
 * the limit allows get 429. An address not yet confirmed is sent a confirmation mail, at most one an
 * hour (confirmations.ts); the answer is the same whether a mail went or not.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_ANSWERS } from '../../contract/api-messages.ts';
import { EMAIL_ADDRESS_MAX_LENGTH } from '../../contract/contact-fields.ts';
import { subscribeRequestSchema, type SubscribeResponse } from '../../contract/schemas.ts';
import type { RateLimitStore, SubscriberStore } from '../storage/storage.ts';
import type { Confirmations } from '../newsletter/confirmations.ts';
import { clientLimit } from '../http/client-limit.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { postRoute } from '../http/routes.ts';

export const SIGNUP_ANSWERS = {
  added: NEWSLETTER_ANSWERS.added,
  tooMany: NEWSLETTER_ANSWERS.tooMany,
  /** A JSON object without a string `email`; an empty or malformed body gets the general answers. */
  wrongShape: 'Send the address as JSON: {"email": "you@example.com"}.',
  missing: 'An email address is required.',
  invalid: NEWSLETTER_ANSWERS.invalid,
} as const;

export interface EmailsRouteOptions {
  subscribers: SubscriberStore;
  /** Without it, a sign-up is only stored (tests of the sign-up alone). */
  confirmations?: Confirmations;
  limits: RateLimitStore;
  limitPerMinute: number;
  trustProxy: boolean;
  now?: () => number;
}

const addressSchema = z.email().max(EMAIL_ADDRESS_MAX_LENGTH);

export function emailsRoute({
  subscribers,
  confirmations,
  limits,
  limitPerMinute,
  trustProxy,
  now = Date.now,
}: EmailsRouteOptions): Hono {
  const routes = new Hono();
  const limit = clientLimit({
    limits,
    scope: 'newsletter',
    perMinute: limitPerMinute,
    trustProxy,
    tooMany: SIGNUP_ANSWERS.tooMany,
    now,
  });

  postRoute(routes, '/emails', async (c) => {
    const body = await readJsonBody(c, subscribeRequestSchema, SIGNUP_ANSWERS.wrongShape);
    const added = { added: true, message: SIGNUP_ANSWERS.added } satisfies SubscribeResponse;
    const email = body.ok ? body.value.email.trim().toLowerCase() : '';
    // A bot filled the field people never see: it is told it subscribed, and nothing is kept.
    const honeypot = body.ok && Boolean(body.value.website?.trim());
    if (!body.ok || honeypot || !addressSchema.safeParse(email).success) {
      // Counted like a sign-up, and refused first when over the limit: mistakes and probes are
      // limited as much as sign-ups.
      const tooMany = await limit.refuse(c);
      if (tooMany) return tooMany;
      if (!body.ok) return bodyRefused(c, body);
      if (honeypot) return c.json(added, 201);
      return jsonError(c, 400, email === '' ? SIGNUP_ANSWERS.missing : SIGNUP_ANSWERS.invalid);
    }

    // The hit and the address in one write: one round trip where the limits live in the database.
    const outcome = await subscribers.addWithinLimit(limit.hitOf(c), email, new Date(now()));
    if (!outcome.allowed) return limit.refusal(c, outcome);
    await confirmations?.afterSignUp(email);
    if (outcome.added) return c.json(added, 201);
    // No message: the site then shows its own words for a repeat sign-up ("Email already subscribed.").
    return c.json({ added: false } satisfies SubscribeResponse, 200);
  });

  return routes;
}
