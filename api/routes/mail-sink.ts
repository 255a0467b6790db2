/**
 * A local stand-in for EmailJS's send endpoint (`POST /api/v1.0/email/send`), so the contact
 * form's real @emailjs/browser code runs against the local API. It checks a request as EmailJS
 * does (public key, service, template, template parameters), answers in EmailJS's plain-text
 * style, and records every mail it accepts instead of delivering it.
 *
 * Two reserved test domains (RFC 2606 `.invalid`, so no real mail is ever meant for them) let
 * developers and tests see a delivery fail for real: mail to an address at `bounce.invalid` bounces,
 * and mail from an address at `refused.invalid` is refused.
 */
import { Hono } from 'hono';
import type { z } from 'zod';
import { MAIL_SINK_ANSWERS } from '../../contract/api-messages.ts';
import {
  contactAutoReplyParamsSchema,
  contactNotificationParamsSchema,
  emailjsSendRequestSchema,
  type RecordedMailsResponse,
} from '../../contract/schemas.ts';
import type { MailSinkSettings } from '../settings.ts';
import { readJsonBody } from '../http/json-body.ts';
import { postRoute, readRoute } from '../http/routes.ts';
import type { MailStore } from '../storage/mails.ts';

export const SINK_PATH = '/v1.0/email/send';
export const DEV_MAILS_PATH = '/dev/mails';

/** Test addresses: the sink fails these deliveries as a real mail service would. */
export const SINK_TEST_DOMAINS = { bounces: 'bounce.invalid', refusedSender: 'refused.invalid' } as const;

/** The sink's answers, worded like EmailJS's own. */
export const SINK_ANSWERS = {
  ok: 'OK',
  /** A JSON object without the fields EmailJS needs; an empty or malformed body gets the API's general answers. */
  wrongShape: 'The request body must be JSON with service_id, template_id, user_id and template_params',
  publicKeyRequired: 'The Public Key is required',
  publicKeyInvalid: MAIL_SINK_ANSWERS.publicKeyInvalid,
  serviceInvalid: 'The service ID is invalid',
  templateInvalid: 'The template ID is invalid',
  paramsInvalid: 'The template parameters are invalid',
  bounced: 'The recipient address does not exist (bounced)',
  senderRefused: MAIL_SINK_ANSWERS.senderRefused,
} as const;

/** EmailJS answers a refused delivery with 412 (the provider failed), not a validation error. */
const DELIVERY_FAILED = 412;

function domainOf(address: unknown): string | undefined {
  return typeof address === 'string' ? address.split('@').at(-1)?.toLowerCase() : undefined;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'template_params'}: ${issue.message}`)
    .join('; ');
}

export function mailSinkRoutes(mails: MailStore, settings: MailSinkSettings, now: () => number = Date.now): Hono {
  const routes = new Hono();
  const templates = new Map<string, z.ZodType>([
    [settings.notificationTemplateId, contactNotificationParamsSchema],
    [settings.autoReplyTemplateId, contactAutoReplyParamsSchema],
  ]);

  postRoute(routes, SINK_PATH, async (c) => {
    const body = await readJsonBody(c, emailjsSendRequestSchema);
    // In EmailJS's style: plain text, and no list of fields.
    if (!body.ok) return c.text(body.fault === 'fields' ? SINK_ANSWERS.wrongShape : body.error, 400);
    const request = body.value;

    if (request.user_id === '') return c.text(SINK_ANSWERS.publicKeyRequired, 400);
    if (request.user_id !== settings.publicKey) return c.text(SINK_ANSWERS.publicKeyInvalid, 400);
    if (request.service_id !== settings.serviceId) return c.text(SINK_ANSWERS.serviceInvalid, 400);
    const paramsSchema = templates.get(request.template_id);
    if (!paramsSchema) return c.text(SINK_ANSWERS.templateInvalid, 400);
    const params = paramsSchema.safeParse(request.template_params ?? {});
    if (!params.success) return c.text(`${SINK_ANSWERS.paramsInvalid}: ${describeIssues(params.error)}`, 400);

    const values = request.template_params ?? {};
    if (domainOf(values.to_email) === SINK_TEST_DOMAINS.bounces) return c.text(SINK_ANSWERS.bounced, DELIVERY_FAILED);
    if (domainOf(values.from_email) === SINK_TEST_DOMAINS.refusedSender)
      return c.text(SINK_ANSWERS.senderRefused, DELIVERY_FAILED);

    mails.record({
      serviceId: request.service_id,
      templateId: request.template_id,
      params: values,
      receivedAt: new Date(now()).toISOString(),
    });
    return c.text(SINK_ANSWERS.ok, 200);
  });

  return routes;
}

/** `GET /api/dev/mails`: every recorded mail, oldest first. Registered only when dev routes are on. */
export function devMailRoutes(mails: MailStore): Hono {
  const routes = new Hono();
  readRoute(routes, DEV_MAILS_PATH, (c) => c.json({ mails: mails.list() } satisfies RecordedMailsResponse));
  return routes;
}
