/** `GET /api/health`: the API is up, and how many items and issues it holds. */
import { Hono } from 'hono';
import { readRoute } from '../http/routes.ts';
import type { MagazineDb } from '../storage/db.ts';

export function healthRoutes(db: MagazineDb): Hono {
  const routes = new Hono();
  readRoute(routes, '/health', (c) => c.json({ status: 'ok', ...db.counts() }));
  return routes;
}
