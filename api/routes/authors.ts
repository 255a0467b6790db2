/** The public reads of authors: every author, and one by slug. */
import { Hono } from 'hono';
import { AUTHOR_ANSWERS, AUTHOR_SLUG_PATTERN } from '../../contract/authors.ts';
import type { AuthorStore } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { readRoute } from '../http/routes.ts';

export function authorRoutes(authors: AuthorStore): Hono {
  const routes = new Hono();
  readRoute(routes, '/authors', async (c) => c.json(await authors.list()));
  readRoute(routes, '/authors/:slug', async (c) => {
    const slug = c.req.param('slug') ?? '';
    if (!AUTHOR_SLUG_PATTERN.test(slug)) return jsonError(c, 400, AUTHOR_ANSWERS.invalidSlug);
    const author = await authors.find(slug);
    return author ? c.json(author) : jsonError(c, 404, AUTHOR_ANSWERS.notFound);
  });
  return routes;
}
