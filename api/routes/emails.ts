/**
 * `POST /api/emails`: newsletter sign-up. The address is trimmed, lowercased and validated, then
 * stored once: `{added: true, message}` the first time, `{added: false}` after. A filled honeypot
 * gets the answer of a sign-up and stores nothing; more sign-ups from one client in a minute than
 * the limit allows get 429.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_ANSWERS } from '../../contract/api-messages.ts';
import { EMAIL_ADDRESS_MAX_LENGTH } from '../../contract/contact-fields.ts';
import { subscribeRequestSchema, type SubscribeResponse } from '../../contract/schemas.ts';
import type { RateLimitStore, SubscriberStore } from '../storage/storage.ts';
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
  limits: RateLimitStore;
  limitPerMinute: number;
  trustProxy: boolean;
  now?: () => number;
}

const addressSchema = z.email().max(EMAIL_ADDRESS_MAX_LENGTH);

export function emailsRoute({
  subscribers,
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
    const tooMany = await limit.refuse(c);
    if (tooMany) return tooMany;

    const body = await readJsonBody(c, subscribeRequestSchema, SIGNUP_ANSWERS.wrongShape);
    if (!body.ok) return bodyRefused(c, body);
    const { email: typed, website: honeypot } = body.value;

    const added = { added: true, message: SIGNUP_ANSWERS.added } satisfies SubscribeResponse;
    // A bot filled the field people never see: it is told it subscribed, and nothing is kept.
    if (honeypot?.trim()) return c.json(added, 201);

    const email = typed.trim().toLowerCase();
    if (email === '') return jsonError(c, 400, SIGNUP_ANSWERS.missing);
    if (!addressSchema.safeParse(email).success) return jsonError(c, 400, SIGNUP_ANSWERS.invalid);

    if (await subscribers.add(email, new Date(now()))) return c.json(added, 201);
    // No message: the site then shows its own words for a repeat sign-up ("Email already subscribed.").
    return c.json({ added: false } satisfies SubscribeResponse, 200);
  });

  return routes;
}
