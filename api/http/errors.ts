/**
 * Error answers. Every error is JSON `{error}` so the site's client can show or log it the same
 * way; internal details go to stderr only, never into a response.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function jsonError(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ error: message }, status);
}

export const notFound: NotFoundHandler = (c) => jsonError(c, 404, 'Not found');

export const INTERNAL_ERROR = 'Internal server error';

export const internalError: ErrorHandler = (error, c) => {
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return jsonError(c, 500, INTERNAL_ERROR);
};
