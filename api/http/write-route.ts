/**
 * Registers a POST route and answers every other method on the same path with 405, as readRoute
 * does for reads. Register write routes before read routes whose `:id` would match their path.
 */
import type { Handler, Hono } from 'hono';
import { jsonError } from './errors.ts';

export const WRITE_METHODS = 'POST, OPTIONS';

export function writeRoute(app: Hono, path: string, handler: Handler): void {
  app.post(path, handler);
  app.all(path, (c) => {
    c.header('Allow', WRITE_METHODS);
    return jsonError(c, 405, `Method ${c.req.method} not allowed; use ${WRITE_METHODS}`);
  });
}
