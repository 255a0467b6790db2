/**
 * What a write of the editor routes answers, and the parts every write shares: the refusal, the
 * check of an item's kind, and the record in the audit log with the change readers see.
 */
import type { StoredItem } from '../storage/db.ts';
import type { ContentStore } from '../storage/storage.ts';
import type { Editorial, Stored } from '../storage/editorial.ts';
import type { Editor } from './editor-auth.ts';
import { deskShape, hookChange, type AuditAction } from './editorial-rules.ts';
import type { Change } from './rebuild-hook.ts';
import type { WriteKind } from './write-schemas.ts';

export interface WriteOutcome {
  status: 200 | 201 | 400 | 404 | 409;
  body: unknown;
  change?: Change;
  /** The write changed a schedule: the scheduler looks again. */
  scheduleChanged?: boolean;
  /** Upload folders a delete left unused: removed once it is committed. */
  unusedUploads?: string[];
}

/** Who writes, and when. */
export interface WriteContext {
  editor: Editor;
  now: Date;
}

export type ItemKind = 'blog' | 'vlog';

export function failure(status: WriteOutcome['status'], error: string, fields?: Record<string, string>): WriteOutcome {
  return { status, body: fields ? { error, fields } : { error } };
}

/** An item of the other kind under this id: the editor has the wrong route or the wrong id. */
export function otherKind(
  stored: Stored<StoredItem> | undefined,
  kind: ItemKind,
  id: string,
): WriteOutcome | undefined {
  if (stored && stored.value.type !== kind) return failure(409, `"${id}" is a ${stored.value.type}, not a ${kind}`);
  return undefined;
}

/** Records the write and answers it: the item as editors read it, and the change readers see. */
export async function written(
  db: ContentStore,
  kind: WriteKind,
  id: string,
  action: AuditAction,
  before: Stored<object> | undefined,
  after: { value: object; editorial: Editorial } | undefined,
  { editor, now }: WriteContext,
  status: 200 | 201 = 200,
): Promise<WriteOutcome> {
  const beforeShape = before ? deskShape(before.value, before.editorial) : null;
  const afterShape = after ? deskShape(after.value, after.editorial) : null;
  await db.audit.record({
    at: now.toISOString(),
    who: editor.who,
    action,
    kind,
    id,
    before: beforeShape,
    after: afterShape,
  });
  const change = hookChange(kind, id, before?.editorial.status, after?.editorial.status);
  return {
    status,
    body: afterShape ?? { deleted: { kind, id } },
    ...(change ? { change } : {}),
    scheduleChanged: before?.editorial.status === 'scheduled' || after?.editorial.status === 'scheduled',
  };
}
