/** Blog and vlog routes: the lists, a random blog per category, and one item by id. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ContentType } from '../../contract/schemas.ts';
import { ITEM_ID_PATTERN, listPageQuerySchema } from '../../contract/schemas.ts';
import type { MagazineDb } from '../storage/db.ts';
import { jsonError } from '../http/errors.ts';
import { jsonText } from '../http/json-text.ts';
import { readRoute } from '../http/read-route.ts';

/** Every item of a type, or one page of them when the query asks for it (LIST_PAGING). */
function listRoute(db: MagazineDb, type: ContentType) {
  return (c: Context) => {
    const query = listPageQuerySchema.safeParse(c.req.query());
    if (!query.success) return jsonError(c, 400, `Invalid paging: ${z.prettifyError(query.error).replace(/\n/g, ' ')}`);
    const { page, perPage } = query.data;
    if (!page || !perPage) return jsonText(c, db.listItemsJson(type));
    return c.json(db.listItems(type, { limit: perPage, offset: (page - 1) * perPage }));
  };
}

export function itemRoutes(db: MagazineDb): Hono {
  const routes = new Hono();

  readRoute(routes, '/blogs', listRoute(db, 'blog'));
  readRoute(routes, '/vlogs', listRoute(db, 'vlog'));

  // Registered before /blogs/:id so "random" is never taken for an id.
  readRoute(routes, '/blogs/random/category', (c) => c.json({ success: true, blogs: db.randomBlogPerCategory() }));

  // The site opens vlogs through this path too, so it answers items of either type.
  readRoute(routes, '/blogs/:id', (c) => {
    const id = c.req.param('id') ?? '';
    if (!ITEM_ID_PATTERN.test(id)) return jsonError(c, 400, 'Invalid blog id');
    const item = db.findItemJson(id);
    return item ? jsonText(c, item.json) : jsonError(c, 404, 'Blog not found');
  });

  readRoute(routes, '/vlogs/:id', (c) => {
    const id = c.req.param('id') ?? '';
    if (!ITEM_ID_PATTERN.test(id)) return jsonError(c, 400, 'Invalid vlog id');
    const item = db.findItemJson(id);
    return item?.type === 'vlog' ? jsonText(c, item.json) : jsonError(c, 404, 'Vlog not found');
  });

  return routes;
}
