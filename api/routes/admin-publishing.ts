/** `GET /api/admin/publishing`: the rebuild's progress, as the desk shows it after a publish. */
import { Hono } from 'hono';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { readPublishingState } from '../admin/publishing-state.ts';
import type { RebuildHookSettings } from '../settings.ts';

export function adminPublishingRoutes(hook: RebuildHookSettings | undefined): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  routes.get('/publishing', async (c) => c.json(await readPublishingState(hook)));
  return routes;
}
