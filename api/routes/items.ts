/** Blog and vlog routes of spec section 7, plus the vlog list and vlog detail of design section 4. */
import { Hono } from 'hono';
import { ITEM_ID_PATTERN } from '../../src/lib/api/schemas.ts';
import type { MagazineDb } from '../db.ts';
import { jsonError } from '../http/errors.ts';
import { jsonText } from '../http/json-text.ts';
import { readRoute } from '../http/read-route.ts';

export function itemRoutes(db: MagazineDb): Hono {
  const routes = new Hono();

  readRoute(routes, '/blogs', (c) => jsonText(c, db.listItemsJson('blog')));
  readRoute(routes, '/vlogs', (c) => jsonText(c, db.listItemsJson('vlog')));

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
