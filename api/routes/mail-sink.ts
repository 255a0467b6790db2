/**
 * A local stand-in for EmailJS's send endpoint (`POST /api/v1.0/email/send`), so the contact
 * form's real @emailjs/browser code runs against the local API. It checks a request as EmailJS
 * does (public key, service, template, template parameters), answers in EmailJS's plain-text
 * style, and records every mail it accepts instead of delivering it. It is mounted only with
 * development features on (app.ts).
 *
 * It plays the templates the real account must have: the notification goes to the editors'
 * address of its settings and the auto-reply to the visitor's own, so a request names no
 * recipient. It keeps only the parameters it knows, each a single text within its limit, takes
 * small bodies only and limits how often one client may send.
 *
 * Two reserved test domains (RFC 2606 `.invalid`, so no real mail is ever meant for them) let
 * developers and tests see a delivery fail for real: mail to an address at `bounce.invalid` bounces,
 * and mail from an address at `refused.invalid` is refused.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { MAIL_SINK_ANSWERS } from '../../contract/api-messages.ts';
import {
  contactAutoReplyParamsSchema,
  contactNotificationParamsSchema,
  emailjsSendRequestSchema,
  type RecordedMailsResponse,
} from '../../contract/schemas.ts';
import type { MailSinkSettings } from '../settings.ts';
import { bodySizeLimit } from '../http/body-limit.ts';
import { clientLimit } from '../http/client-limit.ts';
import { jsonError } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import { postRoute, readRoute } from '../http/routes.ts';
import type { MailStore, RateLimitStore } from '../storage/storage.ts';

export const SINK_PATH = '/v1.0/email/send';
export const DEV_MAILS_PATH = '/dev/mails';

/** Test addresses: the sink fails these deliveries as a real mail service would. */
export const SINK_TEST_DOMAINS = { bounces: 'bounce.invalid', refusedSender: 'refused.invalid' } as const;

/**
 * The largest body the sink reads. A message at every field's limit fits even with every
 * character escaped (6 bytes each); a body past it gets 413 before it is read.
 */
export const SINK_MAX_BODY_BYTES = 16 * 1024;

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
  tooMany: 'Too many requests: wait a minute before sending more mail',
  tooLarge: `The body is larger than ${SINK_MAX_BODY_BYTES / 1024} KB`,
} as const;

/** What the sink says of a field it does not take. */
export const FIELD_ANSWERS = {
  notAField: 'is not a field of an EmailJS request',
  notAParameter: 'is not a parameter of this template',
  recipient: 'the recipient is set by the template, not by the request',
} as const;

/** Names a request might use to choose where a mail goes; the templates decide that. */
const RECIPIENT_FIELDS = new Set(['to_email', 'to', 'reply_to', 'cc', 'bcc']);

/** EmailJS answers a refused delivery with 412 (the provider failed), not a validation error. */
const DELIVERY_FAILED = 412;

function domainOf(address: string | undefined): string | undefined {
  return address?.split('@').at(-1)?.toLowerCase();
}

/** `from_name: must be one line...; x-extra: is not a parameter of this template`. */
function describeIssues(error: z.ZodError, unknownField: (key: string) => string): string {
  return error.issues
    .flatMap((issue) => {
      const at = issue.path.map(String).join('.');
      if (issue.code !== 'unrecognized_keys') return [`${at || 'template_params'}: ${issue.message}`];
      return issue.keys.map((key) => `${at ? `${at}.${key}` : key}: ${unknownField(key)}`);
    })
    .join('; ');
}

const notAField = () => FIELD_ANSWERS.notAField;
const notAParameter = (key: string) =>
  RECIPIENT_FIELDS.has(key) ? FIELD_ANSWERS.recipient : FIELD_ANSWERS.notAParameter;

interface Template {
  params: z.ZodType<Record<string, string>>;
  /** Where the template sends: fixed by the template, or the visitor's own address. */
  recipient: (params: Record<string, string>) => string;
}

export interface MailSinkOptions {
  mails: MailStore;
  limits: RateLimitStore;
  settings: MailSinkSettings;
  trustProxy: boolean;
  now?: () => number;
}

export function mailSinkRoutes({ mails, limits, settings, trustProxy, now = Date.now }: MailSinkOptions): Hono {
  const routes = new Hono();
  const templates = new Map<string, Template>([
    [
      settings.notificationTemplateId,
      { params: contactNotificationParamsSchema, recipient: () => settings.editorsAddress },
    ],
    [
      settings.autoReplyTemplateId,
      { params: contactAutoReplyParamsSchema, recipient: (params) => params.to_email ?? '' },
    ],
  ]);
  // Every attempt counts, oversized and refused ones too, as with sign-ups; the 429 is EmailJS's text.
  const limit = clientLimit({
    limits,
    scope: 'mail-sink',
    perMinute: settings.limitPerMinute,
    trustProxy,
    tooMany: SINK_ANSWERS.tooMany,
    answer: (c, error) => c.text(error, 429),
    now,
  });
  const limitPerClient: MiddlewareHandler = async (c, next) => (await limit.refuse(c)) ?? next();
  const limitBody = bodySizeLimit(SINK_MAX_BODY_BYTES, (c) => jsonError(c, 413, SINK_ANSWERS.tooLarge));
  routes.post(SINK_PATH, limitPerClient, limitBody);

  postRoute(routes, SINK_PATH, async (c) => {
    // Read as any JSON object first, so the envelope's own faults are described below.
    const body = await readJsonBody(c, z.record(z.string(), z.unknown()));
    // Only a client other than the SDK sends anything but JSON: it gets the API's own answer.
    if (!body.ok && body.fault === 'notJsonType') return jsonError(c, 415, body.error);
    if (!body.ok) return c.text(body.error, 400);
    const envelope = emailjsSendRequestSchema.safeParse(body.value);
    if (!envelope.success) {
      return c.text(`${SINK_ANSWERS.wrongShape} (${describeIssues(envelope.error, notAField)})`, 400);
    }
    const request = envelope.data;

    if (request.user_id === '') return c.text(SINK_ANSWERS.publicKeyRequired, 400);
    if (request.user_id !== settings.publicKey) return c.text(SINK_ANSWERS.publicKeyInvalid, 400);
    if (request.service_id !== settings.serviceId) return c.text(SINK_ANSWERS.serviceInvalid, 400);
    const template = templates.get(request.template_id);
    if (!template) return c.text(SINK_ANSWERS.templateInvalid, 400);
    const parsed = template.params.safeParse(request.template_params ?? {});
    if (!parsed.success) {
      const issues = describeIssues(parsed.error, notAParameter);
      return c.text(`${SINK_ANSWERS.paramsInvalid}: ${issues}`, 400);
    }
    const params = parsed.data;
    const to = template.recipient(params);

    if (domainOf(to) === SINK_TEST_DOMAINS.bounces) return c.text(SINK_ANSWERS.bounced, DELIVERY_FAILED);
    if (domainOf(params.from_email) === SINK_TEST_DOMAINS.refusedSender)
      return c.text(SINK_ANSWERS.senderRefused, DELIVERY_FAILED);

    await mails.record({
      serviceId: request.service_id,
      templateId: request.template_id,
      to,
      params,
      receivedAt: new Date(now()).toISOString(),
    });
    return c.text(SINK_ANSWERS.ok, 200);
  });

  return routes;
}

/** `GET /api/dev/mails`: every recorded mail, oldest first. Registered only with development features on. */
export function devMailRoutes(mails: MailStore): Hono {
  const routes = new Hono();
  readRoute(routes, DEV_MAILS_PATH, async (c) => c.json({ mails: await mails.list() } satisfies RecordedMailsResponse));
  return routes;
}
