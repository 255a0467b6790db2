/**
 * Request bodies over 1 MB are refused before anything reads them: no answer of the API needs more.
 * A route may set a lower limit of its own with `bodySizeLimit`.
 */
import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { jsonError } from './errors.ts';
import { closeAfterAnswer, DRAIN_LIMIT_BYTES, drainReader } from './unread-body.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Counts a body sent without a length (chunked) as it is read, refusing it past `maxBytes`. The
 * rest of a refused body is read and dropped first, so the client, still sending, gets the answer
 * rather than a cut connection.
 */
function limitStreamedBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        if (!(await drainReader(reader, DRAIN_LIMIT_BYTES - size))) closeAfterAnswer(c);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

/**
 * A body that declares its length is judged by that length alone (the unread body is drained
 * before the answer goes out: unread-body.ts), and a request that came over HTTP/1.1 with neither a
 * length nor chunks has no body. Either way the request's web stream is left alone: the node
 * adapter would build one for every request that touched it, the costliest part of a small
 * request, where the route's own read takes the body straight from the socket.
 */
export function bodySizeLimit(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const limitStreamed = limitStreamedBody(maxBytes, tooLarge);
  return (c: Context, next: Next) => {
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (length !== undefined && !chunked) {
      return Number.parseInt(length, 10) > maxBytes ? Promise.resolve(tooLarge(c)) : next();
    }
    const overHttp1 = (c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage;
    if (overHttp1 && !chunked) return next();
    return limitStreamed(c, next);
  };
}

export const limitBodySize = bodySizeLimit(MAX_BODY_BYTES, (c) => jsonError(c, 413, 'The body is larger than 1 MB'));

/**
 * The 1 MB limit on every path but the `exempt` ones (a path, or a pattern for paths with ids in
 * them), whose routes apply limits of their own.
 */
export function limitBodySizeExcept(...exempt: (string | RegExp)[]): MiddlewareHandler {
  const isExempt = (path: string) =>
    exempt.some((rule) => (typeof rule === 'string' ? rule === path : rule.test(path)));
  return (c, next) => (isExempt(c.req.path) ? next() : limitBodySize(c, next));
}
