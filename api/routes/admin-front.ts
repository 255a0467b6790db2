/**
 * The front's editor routes, behind the editor check of admin.ts: `GET /front` (lead, pinned
 * issue, issue of the month, hero slides), `PUT /front/lead`, `PUT` and `DELETE /front/pinned-issue`
 * and `PUT /front/hero`. After each write readers can see, the rebuild hook is told.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { heroWriteSchema, leadWriteSchema, pinWriteSchema } from '../../contract/front-page.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { deskFront, makeLead, pinIssue, saveHero, unpinIssue, type FrontOutcome } from '../admin/front-writes.ts';
import { askRebuild, type Notify } from '../admin/rebuild-hook.ts';
import type { WriteContext } from '../admin/write-outcome.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { methodNotAllowedFor } from '../http/routes.ts';
import type { MagazineStorage } from '../storage/storage.ts';

export function adminFrontRoutes(db: MagazineStorage, notify: Notify, now: () => number): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  const context = (c: Context<EditorEnv>): WriteContext => ({ editor: c.get('editor'), now: new Date(now()) });

  async function answer(c: Context, written: Promise<FrontOutcome>): Promise<Response> {
    const outcome = await written;
    askRebuild(notify, outcome.changes);
    return c.json(outcome.body, outcome.status as ContentfulStatusCode);
  }

  routes.get('/front', async (c) => c.json(await deskFront(db)));
  routes.all('/front', methodNotAllowedFor('GET'));

  routes.put('/front/lead', async (c) => {
    const body = await readJsonBody(c, leadWriteSchema);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, makeLead(db, body.value.id, context(c)));
  });
  routes.all('/front/lead', methodNotAllowedFor('PUT'));

  routes.put('/front/pinned-issue', async (c) => {
    const body = await readJsonBody(c, pinWriteSchema);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, pinIssue(db, body.value.id, context(c)));
  });
  routes.delete('/front/pinned-issue', (c) => answer(c, unpinIssue(db, context(c))));
  routes.all('/front/pinned-issue', methodNotAllowedFor('PUT, DELETE'));

  routes.put('/front/hero', async (c) => {
    const body = await readJsonBody(c, heroWriteSchema);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, saveHero(db, body.value.slides, context(c)));
  });
  routes.all('/front/hero', methodNotAllowedFor('PUT'));
  return routes;
}
