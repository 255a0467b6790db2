/**
 * Deleting blogs, vlogs and issues, each in one transaction, recorded in the audit log. A delete
 * also takes the content out of readers' favourites and saves, so an id published again starts
 * in nobody's lists, and names the uploads that only it used, removed once it is committed
 * (deleted-media.ts).
 */
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { uploadsNoLongerUsed } from './deleted-media.ts';
import { failure, otherKind, written, type ItemKind, type WriteContext, type WriteOutcome } from './write-outcome.ts';

export async function deleteItem(
  storage: MagazineStorage,
  kind: ItemKind,
  id: string,
  context: WriteContext,
): Promise<WriteOutcome> {
  return storage.transaction(async (db) => {
    const stored = await db.desk.findItem<StoredItem>(id);
    const wrongKind = otherKind(stored, kind, id);
    if (wrongKind) return wrongKind;
    if (!stored || !(await db.deleteItem(id))) return failure(404, `No ${kind} with id "${id}"`);
    const unpublishedChanges = await db.workingCopies.find(kind, id);
    await db.workingCopies.drop(kind, id);
    await db.readerLists.forgetItem(id);
    const unusedUploads = await uploadsNoLongerUsed(db, [stored.value, unpublishedChanges]);
    return { ...(await written(db, kind, id, 'delete', stored, undefined, context)), unusedUploads };
  });
}

export async function deleteIssue(storage: MagazineStorage, id: string, context: WriteContext): Promise<WriteOutcome> {
  return storage.transaction(async (db) => {
    const stored = await db.desk.findIssue<StoredIssue>(Number(id));
    if (!stored || !(await db.deleteIssue(Number(id)))) return failure(404, `No issue with id "${id}"`);
    const unpublishedChanges = await db.workingCopies.find('issue', id);
    await db.workingCopies.drop('issue', id);
    await db.readerLists.forgetIssue(id);
    const unusedUploads = await uploadsNoLongerUsed(db, [stored.value, unpublishedChanges]);
    return { ...(await written(db, 'issue', id, 'delete', stored, undefined, context)), unusedUploads };
  });
}
