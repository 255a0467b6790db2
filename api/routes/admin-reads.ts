/**
 * The desk's reads, behind the editor check of admin.ts: who is signed in, one blog, vlog or issue
 * whatever its status, the library of everything, and the audit log.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../../contract/categories.ts';
import { AUDIT_KINDS, DESK_KINDS, editorialStatusSchema, type DeskKind } from '../../contract/desk.ts';
import { ISSUE_ID_PATTERN, ITEM_ID_PATTERN } from '../../contract/schemas.ts';
import { deskShape } from '../admin/editorial-rules.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { Stored } from '../storage/editorial.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { fieldErrors } from '../http/json-body.ts';
import { jsonError } from '../http/errors.ts';

/** The longest audit log answer; the desk shows the latest few. */
export const AUDIT_LOG_LIMITS = { default: 50, max: 500 } as const;

const libraryQuerySchema = z.object({
  kind: z.enum(DESK_KINDS).optional(),
  status: editorialStatusSchema.optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  q: z.string().trim().max(200).optional(),
});

const logQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_LIMITS.max).default(AUDIT_LOG_LIMITS.default),
  kind: z.enum(AUDIT_KINDS).optional(),
  id: z.string().max(200).optional(),
});

function query<S extends z.ZodType>(c: Context, schema: S): { ok: true; value: z.output<S> } | Response {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return { ok: true, value: parsed.data };
  return c.json({ error: 'Invalid query', fields: fieldErrors(parsed.error) }, 400);
}

/** The item as editors work on it: with its unpublished changes when it has some. */
async function asEditorsSee(db: MagazineStorage, kind: DeskKind, id: string, stored: Stored<object>): Promise<object> {
  const changed = await db.workingCopies.find<object>(kind, id);
  if (!changed) return deskShape(stored.value, stored.editorial);
  return { ...deskShape(changed, stored.editorial), unpublishedChanges: true };
}

export function adminReadRoutes(db: MagazineStorage): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();

  routes.get('/me', (c) => c.json({ email: c.get('editor').who, editor: true }));

  for (const kind of ['blog', 'vlog'] as const) {
    routes.get(`/${kind}s/:id`, async (c) => {
      const id = c.req.param('id');
      if (!ITEM_ID_PATTERN.test(id)) return jsonError(c, 400, `Invalid ${kind} id "${id}"`);
      const stored = await db.desk.findItem<StoredItem>(id);
      if (!stored || stored.value.type !== kind) return jsonError(c, 404, `No ${kind} with id "${id}"`);
      return c.json(await asEditorsSee(db, kind, id, stored));
    });
  }

  routes.get('/issues/:id', async (c) => {
    const id = c.req.param('id');
    if (!ISSUE_ID_PATTERN.test(id)) return jsonError(c, 400, `Invalid issue id "${id}"`);
    const stored = await db.desk.findIssue<StoredIssue>(Number(id));
    if (!stored) return jsonError(c, 404, `No issue with id "${id}"`);
    return c.json(await asEditorsSee(db, 'issue', id, stored));
  });

  routes.get('/library', async (c) => {
    const filters = query(c, libraryQuerySchema);
    if (filters instanceof Response) return filters;
    const { q, ...rest } = filters.value;
    return c.json({ entries: await db.desk.library({ ...rest, ...(q ? { q } : {}) }) });
  });

  routes.get('/log', async (c) => {
    const filters = query(c, logQuerySchema);
    if (filters instanceof Response) return filters;
    return c.json({ entries: await db.audit.list(filters.value) });
  });

  return routes;
}
