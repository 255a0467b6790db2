/**
 * Registers a route for one method and answers every other method on the same path with 405 and
 * an Allow header, so a client that writes to a read-only path (or reads a write-only one) learns
 * the path exists rather than getting a 404.
 */
import type { Context, Handler, Hono } from 'hono';
import { jsonError } from './errors.ts';

/** The methods a read route answers; OPTIONS is the CORS preflight. */
export const READ_METHODS = 'GET, HEAD, OPTIONS';
/** The methods a write route answers. */
export const WRITE_METHODS = 'POST, OPTIONS';
/** The methods a write route with a removal answers. */
export const WRITE_AND_DELETE_METHODS = 'POST, DELETE, OPTIONS';

/** A 405 naming the methods the path does answer. */
export function methodNotAllowedFor(allow: string): (c: Context) => Response {
  return (c) => {
    c.header('Allow', allow);
    return jsonError(c, 405, `Method ${c.req.method} not allowed; use ${allow}`);
  };
}

/** A GET route (HEAD follows GET); other methods get 405. */
export function readRoute(app: Hono, path: string, handler: Handler): void {
  app.get(path, handler);
  app.all(path, methodNotAllowedFor(READ_METHODS));
}

/**
 * A POST route; other methods get 405. Register it before a read route whose `:id` would match
 * its path (`/blogs/is-favorited` before `/blogs/:id`).
 */
export function postRoute(app: Hono, path: string, handler: Handler): void {
  app.post(path, handler);
  app.all(path, methodNotAllowedFor(WRITE_METHODS));
}

/** A POST route that also answers DELETE (adding and removing the same thing); other methods get 405. */
export function postAndDeleteRoute(app: Hono, path: string, post: Handler, remove: Handler): void {
  app.post(path, post);
  app.delete(path, remove);
  app.all(path, methodNotAllowedFor(WRITE_AND_DELETE_METHODS));
}
