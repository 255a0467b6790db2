/**
 * Answers JSON that is already serialized, with the headers `c.json` would give it. Bytes are
 * sent as they are: a cached answer is not encoded again on every request.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function jsonText(c: Context, json: string | Uint8Array, status: ContentfulStatusCode = 200): Response {
  const body = typeof json === 'string' ? json : new Uint8Array(json.buffer, json.byteOffset, json.byteLength);
  return c.body(body as Uint8Array<ArrayBuffer> | string, status, { 'Content-Type': 'application/json' });
}
