/** Request bodies over 1 MB are refused before anything reads them: no answer of the API needs more. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from './errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export const limitBodySize: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => jsonError(c, 413, 'The body is larger than 1 MB'),
});
