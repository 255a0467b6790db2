/** `GET /api/health`: the API is up, and how many items and issues it holds. */
import { Hono } from 'hono';
import { readRoute } from '../http/routes.ts';
import type { MagazineStorage } from '../storage/storage.ts';

export function healthRoutes(db: MagazineStorage): Hono {
  const routes = new Hono();
  readRoute(routes, '/health', async (c) => c.json({ status: 'ok', ...(await db.counts()) }));
  return routes;
}
