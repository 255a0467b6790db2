/**
 * The editors' write routes, mounted at `/api/admin`: create, replace and delete blogs, vlogs and
 * issues, with the editor token only. After each successful write the rebuild hook is told.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  createIssue,
  createItem,
  deleteIssue,
  deleteItem,
  invalidId,
  replaceIssue,
  replaceItem,
  type WriteOutcome,
} from '../admin/content-writes.ts';
import { requireEditor } from '../admin/editor-auth.ts';
import type { Notify } from '../admin/rebuild-hook.ts';
import { WRITE_SCHEMAS } from '../admin/write-schemas.ts';
import type { MagazineDb } from '../storage/db.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

export interface AdminDeps {
  db: MagazineDb;
  editorToken: string | undefined;
  notify: Notify;
  now: () => number;
}

const COLLECTION_METHODS = 'POST';
const MEMBER_METHODS = 'PUT, DELETE';

export function adminRoutes({ db, editorToken, notify, now }: AdminDeps): Hono {
  const routes = new Hono();
  routes.use('*', requireEditor(editorToken));

  function answer(c: Context, outcome: WriteOutcome): Response {
    // Not awaited: the editor's answer never waits for the rebuild service.
    if (outcome.change) void notify(outcome.change);
    return c.json(outcome.body, outcome.status as ContentfulStatusCode);
  }

  for (const kind of ['blog', 'vlog'] as const) {
    const path = `/${kind}s`;
    routes.post(path, async (c) => {
      const body = await readJsonBody(c, WRITE_SCHEMAS[kind]);
      if (!body.ok) return bodyRefused(c, body);
      return answer(c, createItem(db, kind, body.value, new Date(now())));
    });
    routes.put(`${path}/:id`, async (c) => {
      const id = c.req.param('id');
      const bad = invalidId(kind, id);
      if (bad) return answer(c, bad);
      const body = await readJsonBody(c, WRITE_SCHEMAS[kind]);
      if (!body.ok) return bodyRefused(c, body);
      return answer(c, replaceItem(db, kind, id, body.value, new Date(now())));
    });
    routes.delete(`${path}/:id`, (c) => {
      const id = c.req.param('id');
      return answer(c, invalidId(kind, id) ?? deleteItem(db, kind, id));
    });
  }

  routes.post('/issues', async (c) => {
    const body = await readJsonBody(c, WRITE_SCHEMAS.issue);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, createIssue(db, body.value, new Date(now())));
  });
  routes.put('/issues/:id', async (c) => {
    const id = c.req.param('id');
    const bad = invalidId('issue', id);
    if (bad) return answer(c, bad);
    const body = await readJsonBody(c, WRITE_SCHEMAS.issue);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, replaceIssue(db, id, body.value));
  });
  routes.delete('/issues/:id', (c) => {
    const id = c.req.param('id');
    return answer(c, invalidId('issue', id) ?? deleteIssue(db, id));
  });

  for (const kind of ['blogs', 'vlogs', 'issues']) {
    routes.all(`/${kind}`, methodNotAllowedFor(COLLECTION_METHODS));
    routes.all(`/${kind}/:id`, methodNotAllowedFor(MEMBER_METHODS));
  }
  return routes;
}
