/**
 * The editors' author routes under `/api/admin` (behind the editor check of admin.ts): create,
 * replace and delete. Every write that succeeds asks the rebuild service for a whole build.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTHOR_ANSWERS, AUTHOR_SLUG_PATTERN, authorWriteSchema } from '../../contract/authors.ts';
import { createAuthor, deleteAuthor, replaceAuthor, type AuthorOutcome } from '../admin/author-writes.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { askRebuild, type Notify } from '../admin/rebuild-hook.ts';
import type { AuthorStore } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { bodyRefused, readJsonBody } from '../http/json-body.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

export function adminAuthorRoutes(authors: AuthorStore, notify: Notify, now: () => number): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();

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
    return answer(c, createAuthor(authors, body.value, new Date(now())));
  });
  routes.put('/authors/:slug', async (c) => {
    const slug = c.req.param('slug');
    const bad = badSlug(c, slug);
    if (bad) return bad;
    const body = await readJsonBody(c, authorWriteSchema);
    if (!body.ok) return bodyRefused(c, body);
    return answer(c, replaceAuthor(authors, slug, body.value, new Date(now())));
  });
  routes.delete('/authors/:slug', async (c) => {
    const slug = c.req.param('slug');
    return badSlug(c, slug) ?? answer(c, deleteAuthor(authors, slug));
  });
  routes.all('/authors', methodNotAllowedFor('POST'));
  routes.all('/authors/:slug', methodNotAllowedFor('PUT, DELETE'));
  return routes;
}
