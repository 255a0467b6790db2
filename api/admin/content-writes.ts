/**
 * Creating, replacing and deleting blogs, vlogs and issues. Each write runs in one transaction and
 * answers what the route should say; a write that changed something also names the change, for
 * the rebuild hook. Nothing is stored unless the whole write succeeds. A delete also takes the
 * content out of readers' favourites and saves, so an id published again starts in nobody's lists;
 * a replace keeps them.
 */
import { ISSUE_ID_PATTERN, ITEM_ID_PATTERN } from '../../contract/schemas.ts';
import type { MagazineDb } from '../storage/db.ts';
import type { Change } from './rebuild-hook.ts';
import { newItemId, nextIssueId } from './new-ids.ts';
import { storedIssue, storedItem } from './stored-shapes.ts';
import type { IssueWrite, ItemWrite, WriteKind } from './write-schemas.ts';

export interface WriteOutcome {
  status: 200 | 201 | 400 | 404 | 409;
  body: unknown;
  change?: Change;
}

type ItemKind = 'blog' | 'vlog';

function failure(status: WriteOutcome['status'], error: string, fields?: Record<string, string>): WriteOutcome {
  return { status, body: fields ? { error, fields } : { error } };
}

const idMismatch = (urlId: string) =>
  failure(400, 'The id in the body differs from the address', { id: `must be "${urlId}", as in the address` });

export function invalidId(kind: WriteKind, id: string): WriteOutcome | undefined {
  const pattern = kind === 'issue' ? ISSUE_ID_PATTERN : ITEM_ID_PATTERN;
  if (pattern.test(id)) return undefined;
  const rule = kind === 'issue' ? 'a positive whole number' : 'a lowercase slug (a-z, 0-9, hyphens)';
  return failure(400, `Invalid ${kind} id "${id}": it must be ${rule}`);
}

/** An item of the other kind under this id: the editor has the wrong route or the wrong id. */
function otherKind(db: MagazineDb, kind: ItemKind, id: string): WriteOutcome | undefined {
  const stored = db.findItem(id);
  if (stored && stored.type !== kind) return failure(409, `"${id}" is a ${stored.type}, not a ${kind}`);
  return undefined;
}

export function createItem(db: MagazineDb, kind: ItemKind, sent: ItemWrite, now: Date): WriteOutcome {
  return db.transaction(() => {
    const isTaken = (id: string) => db.findItem(id) !== undefined;
    if (sent.id !== undefined && isTaken(sent.id)) {
      return failure(409, `The id "${sent.id}" is taken: update it with PUT, or choose another`, {
        id: 'is taken',
      });
    }
    const id = sent.id ?? newItemId(sent.title, kind, isTaken, now.getTime());
    const item = storedItem(kind, sent, { id, createdAt: sent.createdAt ?? now.toISOString() });
    db.insertItem(item);
    return { status: 201, body: item, change: { kind, id, action: 'create' } } satisfies WriteOutcome;
  });
}

export function replaceItem(db: MagazineDb, kind: ItemKind, id: string, sent: ItemWrite, now: Date): WriteOutcome {
  if (sent.id !== undefined && sent.id !== id) return idMismatch(id);
  return db.transaction(() => {
    const stored = db.findItem(id);
    if (!stored) return failure(404, `No ${kind} with id "${id}"`);
    const wrongKind = otherKind(db, kind, id);
    if (wrongKind) return wrongKind;
    const item = storedItem(kind, sent, {
      id,
      createdAt: sent.createdAt ?? stored.createdAt,
      updated: now.toISOString(),
    });
    db.deleteItem(id);
    db.insertItem(item);
    return { status: 200, body: item, change: { kind, id, action: 'update' } } satisfies WriteOutcome;
  });
}

export function deleteItem(db: MagazineDb, kind: ItemKind, id: string): WriteOutcome {
  return db.transaction(() => {
    const wrongKind = otherKind(db, kind, id);
    if (wrongKind) return wrongKind;
    if (!db.deleteItem(id)) return failure(404, `No ${kind} with id "${id}"`);
    db.readerLists.forgetItem(id);
    return {
      status: 200,
      body: { deleted: { kind, id } },
      change: { kind, id, action: 'delete' },
    } satisfies WriteOutcome;
  });
}

export function createIssue(db: MagazineDb, sent: IssueWrite, now: Date): WriteOutcome {
  return db.transaction(() => {
    if (sent.id !== undefined && db.findIssue(Number(sent.id))) {
      return failure(409, `Issue ${sent.id} exists: update it with PUT, or leave the id out`, { id: 'is taken' });
    }
    const id = sent.id ?? nextIssueId(db.listIssues());
    const issue = storedIssue(sent, { id, createdAt: sent.createdAt ?? now.toISOString() });
    db.insertIssue(issue);
    return { status: 201, body: issue, change: { kind: 'issue', id, action: 'create' } } satisfies WriteOutcome;
  });
}

export function replaceIssue(db: MagazineDb, id: string, sent: IssueWrite): WriteOutcome {
  if (sent.id !== undefined && sent.id !== id) return idMismatch(id);
  return db.transaction(() => {
    const stored = db.findIssue(Number(id));
    if (!stored) return failure(404, `No issue with id "${id}"`);
    const issue = storedIssue(sent, { id, createdAt: sent.createdAt ?? stored.createdAt });
    db.deleteIssue(Number(id));
    db.insertIssue(issue);
    return { status: 200, body: issue, change: { kind: 'issue', id, action: 'update' } } satisfies WriteOutcome;
  });
}

export function deleteIssue(db: MagazineDb, id: string): WriteOutcome {
  return db.transaction(() => {
    if (!db.deleteIssue(Number(id))) return failure(404, `No issue with id "${id}"`);
    db.readerLists.forgetIssue(id);
    return {
      status: 200,
      body: { deleted: { kind: 'issue', id } },
      change: { kind: 'issue', id, action: 'delete' },
    } satisfies WriteOutcome;
  });
}
