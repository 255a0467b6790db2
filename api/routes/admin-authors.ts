/**
 * The editors' author routes under `/api/admin` (behind the editor check of admin.ts): create,
 * replace and delete. Every write that succeeds is in the audit log and asks the rebuild service
 * for a whole build.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTHOR_ANSWERS, AUTHOR_SLUG_PATTERN, authorWriteSchema } from '../../contract/authors.ts';
import { createAuthor, deleteAuthor, replaceAuthor, type AuthorOutcome } from '../admin/author-writes.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { askRebuild, type Notify } from '../admin/rebuild-hook.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import type { WriteContext } from '../admin/write-outcome.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

export function adminAuthorRoutes(db: MagazineStorage, notify: Notify, now: () => number): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  const context = (c: Context<EditorEnv>): WriteContext => ({ editor: c.get('editor'), now: new Date(now()) });

  async function answer(c: Context, written: Promise<AuthorOutcome>): Promise<Response> {
    const outcome = await written;
    if (outcome.changes) askRebuild(notify, outcome.changes);
    return c.json(outcome.body, outcome.status as ContentfulStatusCode);
  }

  const badSlug = (c: Context, slug: string) =>
    AUTHOR_SLUG_PATTERN.test(slug) ? undefined : jsonError(c, 400, AUTHOR_ANSWERS.invalidSlug);

  routes.post('/authors', async (c) => {
    const body = await readJsonBody(c, authorWriteSchema);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, createAuthor(db, body.value, context(c)));
  });
  routes.put('/authors/:slug', async (c) => {
    const slug = c.req.param('slug');
    const bad = badSlug(c, slug);
    if (bad) return bad;
    const body = await readJsonBody(c, authorWriteSchema);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, replaceAuthor(db, slug, body.value, context(c)));
  });
  routes.delete('/authors/:slug', async (c) => {
    const slug = c.req.param('slug');
    return badSlug(c, slug) ?? answer(c, deleteAuthor(db, slug, context(c)));
  });
  routes.all('/authors', methodNotAllowedFor('POST'));
  routes.all('/authors/:slug', methodNotAllowedFor('PUT, DELETE'));
  return routes;
}
