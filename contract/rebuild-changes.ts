/**
 * What the API says changed after a write (the notification contract):
 * `{"changes":[{"kind":"blog"|"vlog"|"issue","id":"<id>","action":"create"|"update"|"delete"}]}`.
 * An empty body, as static hosts' build hooks send, means "rebuild everything, check no item".
 */
import { z } from 'zod';

export const CHANGE_KINDS = ['blog', 'vlog', 'issue'] as const;
export const CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;

/** Where each kind's page lives on the site. */
const ITEM_PATH_PREFIX: Record<Change['kind'], string> = {
  blog: '/blogs',
  vlog: '/vlogs',
  issue: '/magazines',
};

// Ids become parts of file paths the checker looks at: URL-safe characters only, never `.` or `..`.
const changeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$/, 'must be a URL-safe id of at most 200 characters'),
  action: z.enum(CHANGE_ACTIONS),
});

const notificationSchema = z.object({ changes: z.array(changeSchema).max(1000) });

export type Change = z.infer<typeof changeSchema>;

export type ParsedNotification = { ok: true; changes: Change[] } | { ok: false; error: string };

/** The changes a notification body names; an empty (or blank) body names none. */
export function parseNotification(body: string): ParsedNotification {
  if (body.trim() === '') return { ok: true, changes: [] };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: 'The body is not valid JSON' };
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'body';
    return { ok: false, error: `Invalid notification: ${where} ${issue?.message ?? 'is malformed'}` };
  }
  return { ok: true, changes: parsed.data.changes };
}

/**
 * One list of changes from several notifications: one entry per item, the latest action winning
 * (a create then a delete is a delete; a delete then a create is a create).
 */
export function mergeChanges(earlier: readonly Change[], later: readonly Change[]): Change[] {
  const byItem = new Map<string, Change>();
  for (const change of [...earlier, ...later]) {
    const key = `${change.kind}/${change.id}`;
    byItem.delete(key);
    byItem.set(key, change);
  }
  return [...byItem.values()];
}

/** The site path of a changed item's page: `/blogs/{id}`, `/vlogs/{id}` or `/magazines/{id}`. */
export function itemPath(change: Pick<Change, 'kind' | 'id'>): string {
  return `${ITEM_PATH_PREFIX[change.kind]}/${change.id}`;
}

/** The built file of an item's page, relative to the build folder: `blogs/<id>/index.html`. */
export function itemPageFile(item: Pick<Change, 'kind' | 'id'>): string {
  return `${itemPath(item).slice(1)}/index.html`;
}

/** The item whose page a built file is (itemPageFile); undefined for any other file. */
export function itemOfPage(file: string): Pick<Change, 'kind' | 'id'> | undefined {
  const [, prefix, id] = /^(\/[a-z]+)\/([^/]+)\/index\.html$/.exec(`/${file}`) ?? [];
  const kind = CHANGE_KINDS.find((candidate) => ITEM_PATH_PREFIX[candidate] === prefix);
  return kind && id && changeSchema.shape.id.safeParse(id).success ? { kind, id } : undefined;
}

/** The list pages that must link at least one item after every build, unless they have none yet. */
export const LIST_PATHS = Object.values(ITEM_PATH_PREFIX);

/**
 * The attribute of a page's designed empty state (src/components/EmptyState.astro): a list that
 * links no item may go live only when it says it has none, as a magazine's first day does.
 */
export const EMPTY_STATE_ATTRIBUTE = 'data-empty-state';

export function describeChanges(changes: readonly Change[]): string {
  if (changes.length === 0) return 'a full rebuild';
  return changes.map((change) => `${change.action} ${change.kind} ${change.id}`).join(', ');
}
