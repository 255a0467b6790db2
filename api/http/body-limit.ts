/** Request bodies over 1 MB are refused before anything reads them: no answer of the API needs more. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from './errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export const limitBodySize: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => jsonError(c, 413, 'The body is larger than 1 MB'),
});

/** The 1 MB limit on every path but `exempt`, whose route applies limits of its own. */
export function limitBodySizeExcept(exempt: string): MiddlewareHandler {
  return (c, next) => (c.req.path === exempt ? next() : limitBodySize(c, next));
}
