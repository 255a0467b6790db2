/** Request bodies over 1 MB are refused before anything reads them: no answer of the API needs more. */
import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from './errors.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (c: Context) => jsonError(c, 413, 'The body is larger than 1 MB');

/** Counts a body sent without a length (chunked) as it is read, refusing it past the limit. */
const limitStreamedBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * A body that declares its length is judged by that length alone, and a request that came over
 * HTTP/1.1 with neither a length nor chunks has no body. Either way the request's web stream is
 * left alone: the node adapter would build one for every request that touched it, the costliest
 * part of a small request, where the route's own read takes the body straight from the socket.
 */
export const limitBodySize: MiddlewareHandler = (c: Context, next: Next) => {
  const length = c.req.header('content-length');
  const chunked = c.req.header('transfer-encoding') !== undefined;
  if (length !== undefined && !chunked) {
    return Number.parseInt(length, 10) > MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next();
  }
  const overHttp1 = (c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage;
  if (overHttp1 && !chunked) return next();
  return limitStreamedBody(c, next);
};

/** The 1 MB limit on every path but `exempt`, whose route applies limits of its own. */
export function limitBodySizeExcept(exempt: string): MiddlewareHandler {
  return (c, next) => (c.req.path === exempt ? next() : limitBodySize(c, next));
}
