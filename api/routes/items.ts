/** The blog and vlog reads: each list (whole or a page at a time), one item by id, one random blog per category. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ITEM_ANSWERS } from '../../contract/api-messages.ts';
import type { ContentType } from '../../contract/schemas.ts';
import { ITEM_ID_PATTERN, listPageQuerySchema } from '../../contract/schemas.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { jsonText } from '../http/json-text.ts';
import { readRoute } from '../http/routes.ts';

/** Every item of a type, or one page of them when the query asks for it (LIST_PAGING). */
function listRoute(db: MagazineStorage, type: ContentType) {
  return async (c: Context) => {
    const query = listPageQuerySchema.safeParse(c.req.query());
    if (!query.success) return jsonError(c, 400, `Invalid paging: ${z.prettifyError(query.error).replace(/\n/g, ' ')}`);
    const { page, perPage } = query.data;
    if (!page || !perPage) return jsonText(c, await db.listItemsJson(type));
    return c.json(await db.listItems(type, { limit: perPage, offset: (page - 1) * perPage }));
  };
}

export function itemRoutes(db: MagazineStorage): Hono {
  const routes = new Hono();

  readRoute(routes, '/blogs', listRoute(db, 'blog'));
  readRoute(routes, '/vlogs', listRoute(db, 'vlog'));

  // Registered before /blogs/:id so "random" is never taken for an id.
  readRoute(routes, '/blogs/random/category', async (c) =>
    c.json({ success: true, blogs: await db.randomBlogPerCategory() }),
  );

  // The site opens vlogs through this path too, so it answers items of either type.
  readRoute(routes, '/blogs/:id', async (c) => {
    const id = c.req.param('id') ?? '';
    if (!ITEM_ID_PATTERN.test(id)) return jsonError(c, 400, ITEM_ANSWERS.invalidBlogId);
    const item = await db.findItemJson(id);
    return item ? jsonText(c, item.json) : jsonError(c, 404, 'Blog not found');
  });

  readRoute(routes, '/vlogs/:id', async (c) => {
    const id = c.req.param('id') ?? '';
    if (!ITEM_ID_PATTERN.test(id)) return jsonError(c, 400, 'Invalid vlog id');
    const item = await db.findItemJson(id);
    return item?.type === 'vlog' ? jsonText(c, item.json) : jsonError(c, 404, 'Vlog not found');
  });

  return routes;
}
