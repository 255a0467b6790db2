/**
 * The one way routes read a JSON body: read once, parsed, then checked against the route's zod
 * schema. A body not sent as `application/json` gets 415 before it is read: any other type is a
 * "simple" request that a browser sends from any site without asking the API first (no CORS
 * preflight), so only JSON keeps other sites' pages from posting in a reader's name. An empty
 * body, a body that is not JSON and JSON that is not an object each get their own 400 message, the
 * same on every route; a body that does not fit the schema gets the route's message with one
 * message per field at fault.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { BODY_ANSWERS } from '../../contract/api-messages.ts';
import { isJsonContentType } from '../../contract/json-content-type.ts';

export const BODY_ERRORS = {
  notJsonType: 'Send the body as JSON, with the header Content-Type: application/json',
  empty: 'The body is empty: send a JSON object',
  notJson: 'The body is not valid JSON',
  notObject: 'The body must be one JSON object',
  fieldsInvalid: BODY_ANSWERS.fieldsInvalid,
} as const;

export type BodyRefusal =
  | { ok: false; fault: 'notJsonType' | 'empty' | 'notJson' | 'notObject'; error: string }
  | { ok: false; fault: 'fields'; error: string; fields: Record<string, string> };

export type BodyRead<T> = { ok: true; value: T } | BodyRefusal;

function messageOf(issue: z.core.$ZodIssue): string {
  // Only strict schemas (the editors' writes) refuse fields they do not know.
  if (issue.code === 'unrecognized_keys') return 'is not a field of this kind of item';
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'is required';
  return issue.message;
}

/** `{ "description.2": "Invalid input: expected string, received number" }`: one message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys) {
      const name = path.map(String).join('.') || '(body)';
      fields[name] ??= messageOf(issue);
    }
  }
  return fields;
}

/**
 * The request's body, checked against `schema`. `fieldsError` is the message of a body whose
 * fields do not fit: a route may name what it wants instead of the general words.
 */
export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  fieldsError: string = BODY_ERRORS.fieldsInvalid,
): Promise<BodyRead<z.output<S>>> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    return { ok: false, fault: 'notJsonType', error: BODY_ERRORS.notJsonType };
  }
  // Hono keeps the text, so a second reader of the same request does not read the stream again.
  const text = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text.trim() === ''
      ? { ok: false, fault: 'empty', error: BODY_ERRORS.empty }
      : { ok: false, fault: 'notJson', error: BODY_ERRORS.notJson };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, fault: 'notObject', error: BODY_ERRORS.notObject };
  }
  const result = schema.safeParse(json);
  if (!result.success) return { ok: false, fault: 'fields', error: fieldsError, fields: fieldErrors(result.error) };
  return { ok: true, value: result.data };
}

/**
 * The answer to a refused body: 415 for a body not sent as JSON, else 400; `{error}`, and `fields`
 * when fields were at fault.
 */
export function bodyRefused(c: Context, refusal: BodyRefusal): Response {
  if (refusal.fault === 'fields') return c.json({ error: refusal.error, fields: refusal.fields }, 400);
  return c.json({ error: refusal.error }, refusal.fault === 'notJsonType' ? 415 : 400);
}
