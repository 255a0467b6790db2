/**
 * No API request body may be larger than MAX_BODY_BYTES: bigger ones get 413 as JSON `{error}`
 * before any route reads them, whether they announce their length or stream it.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from './errors.ts';

/** Far above anything a form or an editor sends (an article is a few tens of kilobytes). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE = `Request body too large; the limit is ${MAX_BODY_BYTES / 1024 / 1024} MB`;

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => jsonError(c, 413, BODY_TOO_LARGE),
});
