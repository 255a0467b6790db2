/**
 * The rules of an editor's write beyond its fields: which status and version it leaves, whether it
 * was made from the stored version, whether a scheduled time lies ahead, whether every image has
 * alt text before the item goes (or is scheduled to go) public, what the audit log calls it and
 * what the rebuild service must hear of it.
 */
import { DESK_ANSWERS, type AuditEntry, type EditorialStatus } from '../../contract/desk.ts';
import type { Editorial } from '../storage/editorial.ts';
import type { Editor } from './editor-auth.ts';
import type { Change } from './rebuild-hook.ts';
import type { EditorialWrite, WriteKind } from './write-schemas.ts';

export interface Refusal {
  status: 400 | 409;
  error: string;
  fields?: Record<string, string>;
}

export type AuditAction = AuditEntry['action'];

export type EditorialDecision =
  { ok: true; editorial: Editorial; action: AuditAction; goesLive: boolean } | { ok: false; refusal: Refusal };

/** Pictures and the words that stand for them, index by index. */
export interface Illustrated {
  images: readonly string[];
  alts: readonly string[] | undefined;
  /** An issue's page texts: a page with words is described by them and needs no alt text. */
  texts?: readonly unknown[] | undefined;
}

const isPublic = (status: EditorialStatus | undefined) => status === 'published' || status === 'scheduled';

/** Field keys (`imageAlts.1`) of the images without alt text. */
export function missingAlts(kind: WriteKind, { images, alts, texts }: Illustrated): Record<string, string> {
  const field = kind === 'issue' ? 'pageAlts' : 'imageAlts';
  const missing: Record<string, string> = {};
  images.forEach((_, index) => {
    if (!alts?.[index]?.trim() && !texts?.[index]) missing[`${field}.${index}`] = 'is required before publishing';
  });
  return missing;
}

const refuse = (status: Refusal['status'], error: string, fields?: Record<string, string>): EditorialDecision => ({
  ok: false,
  refusal: { status, error, ...(fields ? { fields } : {}) },
});

function actionOf(before: EditorialStatus | undefined, after: EditorialStatus): AuditAction {
  if (before === undefined) return 'create';
  if (before === after) return 'update';
  return after === 'published' ? 'publish' : after === 'scheduled' ? 'schedule' : 'unpublish';
}

/**
 * The status and version a write leaves. `stored` is absent for a create. A signed-in editor must
 * name the version a replace was made from; the editor token may leave it out (scripts replace
 * whatever is stored, as they always have).
 */
export function decideEditorial(
  kind: WriteKind,
  sent: EditorialWrite,
  stored: Editorial | undefined,
  illustrated: Illustrated,
  { editor, now }: { editor: Editor; now: Date },
): EditorialDecision {
  if (stored && sent.version === undefined && !editor.viaToken) {
    return refuse(400, 'Name the version this write was made from', { version: 'is required' });
  }
  if (stored && sent.version !== undefined && sent.version !== stored.version) {
    return refuse(409, DESK_ANSWERS.staleVersion);
  }
  const status = sent.status ?? stored?.status ?? 'published';
  let publishAt: string | undefined;
  if (status === 'scheduled') {
    publishAt = sent.publishAt ?? (stored?.status === 'scheduled' ? stored.publishAt : undefined);
    if (publishAt === undefined)
      return refuse(400, 'A scheduled item needs its publish time', { publishAt: 'is required' });
    if (Date.parse(publishAt) <= now.getTime()) {
      return refuse(400, DESK_ANSWERS.publishAtPast, { publishAt: DESK_ANSWERS.publishAtPast });
    }
    publishAt = new Date(publishAt).toISOString();
  }
  // Only a change to a public status is held to the rule: items stored before it stay writable.
  if (sent.status !== undefined && isPublic(status) && status !== stored?.status) {
    const missing = missingAlts(kind, illustrated);
    if (Object.keys(missing).length > 0) return refuse(400, DESK_ANSWERS.altRequired, missing);
  }
  return {
    ok: true,
    editorial: {
      status,
      ...(publishAt ? { publishAt } : {}),
      version: (stored?.version ?? 0) + 1,
      updatedAt: now.toISOString(),
      updatedBy: editor.who,
    },
    action: actionOf(stored?.status, status),
    goesLive: status === 'published' && stored !== undefined && stored.status !== 'published',
  };
}

/** What the rebuild service must hear: only changes readers can see. */
export function hookChange(
  kind: WriteKind,
  id: string,
  before: EditorialStatus | undefined,
  after: EditorialStatus | undefined,
): Change | undefined {
  const wasLive = before === 'published';
  const isLive = after === 'published';
  if (wasLive && isLive) return { kind, id, action: 'update' };
  if (isLive) return { kind, id, action: 'create' };
  if (wasLive) return { kind, id, action: 'delete' };
  return undefined;
}

/** The item as editors read it: its wire fields and its editorial ones. */
export function deskShape<T extends object>(value: T, editorial: Editorial): T & Editorial {
  return { ...value, ...editorial };
}
