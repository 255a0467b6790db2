/**
 * `POST /api/admin/schedule/run` (`{"asOf": "<ISO date>"}`): publishes every scheduled item whose
 * time is at or before `asOf` now, as the scheduler's timer would when that time comes. For local
 * stacks only (mounted with development features on) and for the editor token only: end-to-end
 * tests prove a scheduled item goes live at its time without waiting for the clock.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { EditorEnv } from '../admin/editor-auth.ts';
import type { PublishScheduler } from '../admin/publish-scheduler.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';

export const SCHEDULE_RUN_ANSWERS = {
  tokenOnly: 'Only the editor token may run the schedule ahead of its time',
} as const;

const runSchema = z.strictObject({ asOf: z.iso.datetime({ offset: true }) });

export function adminScheduleRoutes(scheduler: PublishScheduler): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  routes.post('/schedule/run', async (c) => {
    if (!c.get('editor').viaToken) return jsonError(c, 403, SCHEDULE_RUN_ANSWERS.tokenOnly);
    const body = await readJsonBody(c, runSchema);
    if (!body.ok) return bodyRefused(c, body);
    return c.json({ published: await scheduler.publishDue(new Date(body.value.asOf)) });
  });
  return routes;
}
