/**
 * Registers a GET route and answers every other method on the same path with 405, so a client
 * that writes to a read-only path learns the path exists rather than getting a 404.
 */
import type { Handler, Hono } from 'hono';
import { methodNotAllowed, methodNotAllowedFor, WRITE_METHODS } from './errors.ts';

export function readRoute(app: Hono, path: string, handler: Handler): void {
  app.get(path, handler);
  app.all(path, methodNotAllowed);
}

/** Registers a POST route and answers every other method on the same path with 405. */
export function postRoute(app: Hono, path: string, handler: Handler): void {
  app.post(path, handler);
  app.all(path, methodNotAllowedFor(WRITE_METHODS));
}
