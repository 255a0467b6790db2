/**
 * Creating and replacing blogs, vlogs and issues (content-deletes.ts deletes them). Each write
 * runs in one transaction and answers what the route should say; a write readers can see also
 * names the change, for the rebuild hook. Nothing is stored unless the whole write succeeds, and
 * every write that succeeds is in the audit log. A published item's changes may be kept beside it
 * unpublished (`unpublishedChanges`) until a write without the flag publishes them. A replace
 * keeps the item in readers' favourites and saves.
 */
import { ISSUE_ID_PATTERN, ITEM_ID_PATTERN } from '../../contract/schemas.ts';
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { ContentStore, MagazineStorage } from '../storage/storage.ts';
import type { Editorial, Stored } from '../storage/editorial.ts';
import { decideEditorial, deskShape, type Refusal } from './editorial-rules.ts';
import { itemIdUsed, newIssueId, newItemId } from './new-ids.ts';
import { storedIssue, storedItem, wentLive } from './stored-shapes.ts';
import type { EditorialWrite, IssueWrite, ItemWrite, WriteKind } from './write-schemas.ts';
import { DESK_ANSWERS } from '../../contract/desk.ts';
import { failure, otherKind, written, type ItemKind, type WriteContext, type WriteOutcome } from './write-outcome.ts';

const refused = ({ status, error, fields }: Refusal) => failure(status, error, fields);

const idMismatch = (urlId: string) =>
  failure(400, 'The id in the body differs from the address', { id: `must be "${urlId}", as in the address` });

export function invalidId(kind: WriteKind, id: string): WriteOutcome | undefined {
  const pattern = kind === 'issue' ? ISSUE_ID_PATTERN : ITEM_ID_PATTERN;
  if (pattern.test(id)) return undefined;
  const rule = kind === 'issue' ? 'a positive whole number' : 'a lowercase slug (a-z, 0-9, hyphens)';
  return failure(400, `Invalid ${kind} id "${id}": it must be ${rule}`);
}

/**
 * A published item's changes kept beside it: the live item (and so the public API, the site and
 * the rebuild service) stays as it was; only its version moves on, so stale saves still conflict.
 */
async function keptUnpublished(
  db: ContentStore,
  kind: WriteKind,
  id: string,
  stored: Stored<object>,
  changed: object,
  editorial: Editorial,
  { editor, now }: WriteContext,
): Promise<WriteOutcome> {
  const before = (await db.workingCopies.find<object>(kind, id)) ?? stored.value;
  await db.workingCopies.keep(kind, id, changed);
  await db.updateEditorial(kind === 'issue' ? 'issue' : 'item', id, editorial);
  const after = deskShape(changed, editorial);
  await db.audit.record({
    at: now.toISOString(),
    who: editor.who,
    action: 'draft',
    kind,
    id,
    before: deskShape(before, stored.editorial),
    after,
  });
  return { status: 200, body: { ...after, unpublishedChanges: true } };
}

/** Whether a write asks to be kept beside the live item; refused unless the item is live. */
function unpublished(sent: EditorialWrite, stored: Editorial): Refusal | boolean {
  if (!sent.unpublishedChanges) return false;
  if (stored.status !== 'published' || (sent.status !== undefined && sent.status !== 'published')) {
    return { status: 400, error: DESK_ANSWERS.notLive, fields: { unpublishedChanges: 'only for a published item' } };
  }
  return true;
}

const illustrationsOfItem = (sent: ItemWrite) => ({ images: sent.images, alts: sent.imageAlts });
const illustrationsOfIssue = (sent: IssueWrite) => ({ images: sent.pages, alts: sent.pageAlts, texts: sent.pageTexts });

export async function createItem(
  storage: MagazineStorage,
  kind: ItemKind,
  sent: ItemWrite,
  context: WriteContext,
): Promise<WriteOutcome> {
  return storage.transaction(async (db) => {
    // An id the editor chose may be one of a deleted item (published again at its address); an id
    // made here never is (new-ids.ts).
    if (sent.id !== undefined && (await db.desk.findItem(sent.id)) !== undefined) {
      return failure(409, `The id "${sent.id}" is taken: update it with PUT, or choose another`, {
        id: 'is taken',
      });
    }
    const decision = decideEditorial(kind, sent, undefined, illustrationsOfItem(sent), context);
    if (!decision.ok) return refused(decision.refusal);
    const now = context.now;
    const id = sent.id ?? (await newItemId(sent.title, kind, (slug) => itemIdUsed(db, slug), now.getTime()));
    const item = storedItem(kind, sent, { id, createdAt: sent.createdAt ?? now.toISOString() });
    await db.insertItem(item, decision.editorial);
    return written(db, kind, id, 'create', undefined, { value: item, editorial: decision.editorial }, context, 201);
  });
}

export async function replaceItem(
  storage: MagazineStorage,
  kind: ItemKind,
  id: string,
  sent: ItemWrite,
  context: WriteContext,
): Promise<WriteOutcome> {
  if (sent.id !== undefined && sent.id !== id) return idMismatch(id);
  return storage.transaction(async (db) => {
    const stored = await db.desk.findItem<StoredItem>(id);
    if (!stored) return failure(404, `No ${kind} with id "${id}"`);
    const wrongKind = otherKind(stored, kind, id);
    if (wrongKind) return wrongKind;
    const decision = decideEditorial(kind, sent, stored.editorial, illustrationsOfItem(sent), context);
    if (!decision.ok) return refused(decision.refusal);
    const keep = unpublished(sent, stored.editorial);
    if (typeof keep === 'object') return refused(keep);
    const now = context.now.toISOString();
    let item = storedItem(kind, sent, {
      id,
      createdAt: sent.createdAt ?? stored.value.createdAt,
      updated: now,
      position: stored.value.position,
    });
    if (keep) return keptUnpublished(db, kind, id, stored, item, decision.editorial, context);
    await db.workingCopies.drop(kind, id);
    if (decision.goesLive) item = wentLive(item, now);
    await db.deleteItem(id);
    await db.insertItem(item, decision.editorial);
    return written(db, kind, id, decision.action, stored, { value: item, editorial: decision.editorial }, context);
  });
}

export async function createIssue(
  storage: MagazineStorage,
  sent: IssueWrite,
  context: WriteContext,
): Promise<WriteOutcome> {
  return storage.transaction(async (db) => {
    if (sent.id !== undefined && (await db.desk.findIssue(Number(sent.id)))) {
      return failure(409, `Issue ${sent.id} exists: update it with PUT, or leave the id out`, { id: 'is taken' });
    }
    const decision = decideEditorial('issue', sent, undefined, illustrationsOfIssue(sent), context);
    if (!decision.ok) return refused(decision.refusal);
    const id = sent.id ?? (await newIssueId(db));
    const issue = storedIssue(sent, { id, createdAt: sent.createdAt ?? context.now.toISOString() });
    await db.insertIssue(issue, decision.editorial);
    return written(db, 'issue', id, 'create', undefined, { value: issue, editorial: decision.editorial }, context, 201);
  });
}

export async function replaceIssue(
  storage: MagazineStorage,
  id: string,
  sent: IssueWrite,
  context: WriteContext,
): Promise<WriteOutcome> {
  if (sent.id !== undefined && sent.id !== id) return idMismatch(id);
  return storage.transaction(async (db) => {
    const stored = await db.desk.findIssue<StoredIssue>(Number(id));
    if (!stored) return failure(404, `No issue with id "${id}"`);
    const decision = decideEditorial('issue', sent, stored.editorial, illustrationsOfIssue(sent), context);
    if (!decision.ok) return refused(decision.refusal);
    const keep = unpublished(sent, stored.editorial);
    if (typeof keep === 'object') return refused(keep);
    let issue = storedIssue(sent, { id, createdAt: sent.createdAt ?? stored.value.createdAt }, stored.value);
    if (keep) return keptUnpublished(db, 'issue', id, stored, issue, decision.editorial, context);
    await db.workingCopies.drop('issue', id);
    if (decision.goesLive) issue = wentLive(issue, context.now.toISOString());
    await db.deleteIssue(Number(id));
    await db.insertIssue(issue, decision.editorial);
    return written(db, 'issue', id, decision.action, stored, { value: issue, editorial: decision.editorial }, context);
  });
}
