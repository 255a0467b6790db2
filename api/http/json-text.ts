/** Answers JSON that is already serialized, with the headers `c.json` would give it. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function jsonText(c: Context, json: string, status: ContentfulStatusCode = 200): Response {
  return c.body(json, status, { 'Content-Type': 'application/json' });
}
