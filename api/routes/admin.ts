/**
 * The editors' routes, mounted at `/api/admin`, for holders of the editor token or signed-in
 * editors only: create, replace and delete blogs, vlogs and issues (with status and version), the
 * desk's reads (admin-reads.ts), image uploads (admin-media.ts), issues made from print PDFs
 * (admin-issue-imports.ts), a page of an issue drawn anew from a PDF (admin-page-replacements.ts),
 * the front: lead story, issue of the month and hero (admin-front.ts), authors (admin-authors.ts)
 * and the rebuild's progress (admin-publishing.ts). After each write readers can see, the rebuild
 * hook is told.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AccountAuth } from '../accounts/account-auth.ts';
import { deleteIssue, deleteItem } from '../admin/content-deletes.ts';
import { createIssue, createItem, invalidId, replaceIssue, replaceItem } from '../admin/content-writes.ts';
import type { WriteContext, WriteOutcome } from '../admin/write-outcome.ts';
import { removeUploads } from '../admin/deleted-media.ts';
import { requireEditor, type EditorEnv } from '../admin/editor-auth.ts';
import type { PublishScheduler } from '../admin/publish-scheduler.ts';
import type { Notify } from '../admin/rebuild-hook.ts';
import { WRITE_SCHEMAS } from '../admin/write-schemas.ts';
import type { RebuildHookSettings } from '../settings.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { methodNotAllowedFor } from '../http/routes.ts';
import type { ImportRunner } from '../issue-import/import-runner.ts';
import { adminAuthorRoutes } from './admin-authors.ts';
import { adminIssueImportRoutes } from './admin-issue-imports.ts';
import { adminPageReplacementRoutes } from './admin-page-replacements.ts';
import { adminMediaRoutes } from './admin-media.ts';
import { adminPublishingRoutes } from './admin-publishing.ts';
import { adminReadRoutes } from './admin-reads.ts';
import { adminFrontRoutes } from './admin-front.ts';
import { adminReadershipRoutes } from './admin-readership.ts';
import type { Readership } from '../readership/readership.ts';
import { adminScheduleRoutes } from './admin-schedule.ts';

export interface AdminDeps {
  db: MagazineStorage;
  mediaDir: string;
  editorToken: string | undefined;
  /** Signed-in editors' tokens are checked here; without it only the editor token opens the routes. */
  auth: AccountAuth | undefined;
  notify: Notify;
  rebuildHook: RebuildHookSettings | undefined;
  scheduler: PublishScheduler;
  /** Mounts `POST /schedule/run` (local stacks' tests publish scheduled items without waiting). */
  scheduleRunRoute: boolean;
  /** Issues made from print PDFs: the runner of the jobs, and where uploaded PDFs wait. */
  imports: { runner: ImportRunner; importsDir: string };
  now: () => number;
  /** Readers' figures, for the desk's Readership screen. */
  readership: Readership;
}

const COLLECTION_METHODS = 'POST';
const MEMBER_METHODS = 'GET, PUT, DELETE';

export function adminRoutes({
  db,
  mediaDir,
  editorToken,
  auth,
  notify,
  rebuildHook,
  scheduler,
  scheduleRunRoute,
  imports,
  now,
  readership,
}: AdminDeps): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  routes.use('*', requireEditor(editorToken, auth));

  const context = (c: Context<EditorEnv>): WriteContext => ({ editor: c.get('editor'), now: new Date(now()) });

  async function answer(c: Context, written: WriteOutcome | Promise<WriteOutcome>): Promise<Response> {
    const outcome = await written;
    // Not awaited: the editor's answer never waits for the rebuild service.
    if (outcome.change) void notify(outcome.change);
    if (outcome.scheduleChanged) await scheduler.rearm();
    if (outcome.unusedUploads?.length) {
      // The delete is committed: pictures left on disk are only served, never named again.
      await removeUploads(db, mediaDir, outcome.unusedUploads).catch((error: unknown) =>
        console.error('Removing the uploads of a deleted item failed:', error),
      );
    }
    return c.json(outcome.body, outcome.status as ContentfulStatusCode);
  }

  routes.route('/', adminReadRoutes(db));
  routes.route('/', adminFrontRoutes(db, notify, now));
  routes.route('/', adminReadershipRoutes(readership));
  routes.route('/', adminMediaRoutes(mediaDir));
  routes.route('/', adminIssueImportRoutes(db, imports.runner, imports.importsDir, now));
  routes.route('/', adminPageReplacementRoutes(db, mediaDir, imports.importsDir, now));
  routes.route('/', adminPublishingRoutes(rebuildHook));
  routes.route('/', adminAuthorRoutes(db, notify, now));
  if (scheduleRunRoute) routes.route('/', adminScheduleRoutes(scheduler));

  for (const kind of ['blog', 'vlog'] as const) {
    const path = `/${kind}s`;
    routes.post(path, async (c) => {
      const body = await readJsonBody(c, WRITE_SCHEMAS[kind]);
      if (!body.ok) return bodyRefused(c, body);
      return answer(c, createItem(db, kind, body.value, context(c)));
    });
    routes.put(`${path}/:id`, async (c) => {
      const id = c.req.param('id');
      const bad = invalidId(kind, id);
      if (bad) return answer(c, bad);
      const body = await readJsonBody(c, WRITE_SCHEMAS[kind]);
      if (!body.ok) return bodyRefused(c, body);
      return answer(c, replaceItem(db, kind, id, body.value, context(c)));
    });
    routes.delete(`${path}/:id`, async (c) => {
      const id = c.req.param('id');
      return answer(c, invalidId(kind, id) ?? deleteItem(db, kind, id, context(c)));
    });
  }

  routes.post('/issues', async (c) => {
    const body = await readJsonBody(c, WRITE_SCHEMAS.issue);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, createIssue(db, body.value, context(c)));
  });
  routes.put('/issues/:id', async (c) => {
    const id = c.req.param('id');
    const bad = invalidId('issue', id);
    if (bad) return answer(c, bad);
    const body = await readJsonBody(c, WRITE_SCHEMAS.issue);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, replaceIssue(db, id, body.value, context(c)));
  });
  routes.delete('/issues/:id', async (c) => {
    const id = c.req.param('id');
    return answer(c, invalidId('issue', id) ?? deleteIssue(db, id, context(c)));
  });

  for (const kind of ['blogs', 'vlogs', 'issues']) {
    routes.all(`/${kind}`, methodNotAllowedFor(COLLECTION_METHODS));
    routes.all(`/${kind}/:id`, methodNotAllowedFor(MEMBER_METHODS));
  }
  return routes;
}
