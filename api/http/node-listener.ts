/** The API on node:http: the fast reads first (fast-reads.ts), the Hono app for everything else. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { MagazineDb } from '../storage/db.ts';
import { fastReads } from './fast-reads.ts';

export function apiRequestListener(
  app: Hono,
  db: MagazineDb,
): (request: IncomingMessage, response: ServerResponse) => void {
  const hono = getRequestListener(app.fetch);
  const fast = fastReads(db);
  return (request, response) => {
    if (!fast(request, response)) void hono(request, response);
  };
}
