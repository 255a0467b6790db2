/**
 * `POST /api/emails`: newsletter sign-up. The address is trimmed, lowercased and
 * validated, then stored once: `{added: true, message}` the first time, `{added: false}` after.
 * A filled honeypot gets the answer of a sign-up and stores nothing; more sign-ups from one client
 * in a minute than the limit allows get 429.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { subscribeRequestSchema, type SubscribeResponse } from '../../contract/schemas.ts';
import type { SubscriberStore } from '../storage/subscribers.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonError } from '../http/errors.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { postRoute } from '../http/read-route.ts';

export const SIGNUP_ANSWERS = {
  added: 'Subscribed.',
  tooMany: 'Too many sign-ups from your network in the last minute. Please wait a minute and try again.',
  notJson: 'Send the address as JSON: {"email": "you@example.com"}.',
  missing: 'An email address is required.',
  invalid: 'That email address is not valid.',
} as const;

export const SIGNUP_WINDOW_MS = 60_000;

export interface EmailsRouteOptions {
  subscribers: SubscriberStore;
  limitPerMinute: number;
  trustProxy: boolean;
  now?: () => number;
}

/** The longest address SMTP can carry (RFC 5321 path limit). */
const MAX_ADDRESS_LENGTH = 254;
const addressSchema = z.email().max(MAX_ADDRESS_LENGTH);

export function emailsRoute({ subscribers, limitPerMinute, trustProxy, now = Date.now }: EmailsRouteOptions): Hono {
  const routes = new Hono();
  const limiter = createRateLimiter({ max: limitPerMinute, windowMs: SIGNUP_WINDOW_MS, now });

  postRoute(routes, '/emails', async (c) => {
    const verdict = limiter.hit(clientIp(c, trustProxy));
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterS));
      return jsonError(c, 429, SIGNUP_ANSWERS.tooMany);
    }

    const parsed = subscribeRequestSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return jsonError(c, 400, SIGNUP_ANSWERS.notJson);
    const { email: typed, website: honeypot } = parsed.data;

    const added = { added: true, message: SIGNUP_ANSWERS.added } satisfies SubscribeResponse;
    // A bot filled the field people never see: it is told it subscribed, and nothing is kept.
    if (honeypot?.trim()) return c.json(added, 201);

    const email = typed.trim().toLowerCase();
    if (email === '') return jsonError(c, 400, SIGNUP_ANSWERS.missing);
    if (!addressSchema.safeParse(email).success) return jsonError(c, 400, SIGNUP_ANSWERS.invalid);

    if (subscribers.add(email, new Date(now()))) return c.json(added, 201);
    // No message: the site then shows its own words for a repeat sign-up.
    return c.json({ added: false } satisfies SubscribeResponse, 200);
  });

  return routes;
}
