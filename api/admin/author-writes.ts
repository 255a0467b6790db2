/**
 * The editors' writes of authors: create (the slug made from the name unless given), replace under
 * the slug of the address, delete. Bylines name authors by name, so deleting an author leaves every
 * story's byline as it was; only the link to the author page goes, and a rename keeps the name it
 * replaces among the author's former names, so stories under it stay linked. Each write is recorded
 * in the audit log in the same transaction, the record before and after.
 */
import {
  AUTHOR_ANSWERS,
  authorSlugOf,
  formerNamesAfterRename,
  type AuthorWrite,
  type WireAuthor,
} from '../../contract/authors.ts';
import { BODY_ANSWERS } from '../../contract/api-messages.ts';
import type { ContentStore, MagazineStorage } from '../storage/storage.ts';
import type { RebuildRequest } from './rebuild-hook.ts';
import { failure, type WriteContext, type WriteOutcome } from './write-outcome.ts';

/** Author writes change author pages and bylines all over the site: the rebuild builds everything. */
const REBUILD_ALL = { changes: 'everything' } as const;

export type AuthorOutcome = WriteOutcome & { changes?: RebuildRequest };

type AuthorAction = 'create' | 'update' | 'delete';

async function recordAuthorWrite(
  db: ContentStore,
  action: AuthorAction,
  slug: string,
  before: WireAuthor | undefined,
  after: WireAuthor | undefined,
  { editor, now }: WriteContext,
): Promise<void> {
  await db.audit.record({
    at: now.toISOString(),
    who: editor.who,
    action,
    kind: 'author',
    id: slug,
    before: before ?? null,
    after: after ?? null,
  });
}

export function createAuthor(
  storage: MagazineStorage,
  write: AuthorWrite,
  context: WriteContext,
): Promise<AuthorOutcome> {
  const slug = write.slug ?? authorSlugOf(write.name);
  if (!slug) return Promise.resolve(failure(400, BODY_ANSWERS.fieldsInvalid, { slug: AUTHOR_ANSWERS.noSlug }));
  return storage.transaction(async (db) => {
    if (await db.authors.find(slug)) return failure(409, AUTHOR_ANSWERS.slugTaken, { slug: AUTHOR_ANSWERS.slugTaken });
    const author: WireAuthor = { ...write, slug };
    await db.authors.put(author, context.now);
    await recordAuthorWrite(db, 'create', slug, undefined, author, context);
    return { status: 201, body: author, ...REBUILD_ALL };
  });
}

export function replaceAuthor(
  storage: MagazineStorage,
  slug: string,
  write: AuthorWrite,
  context: WriteContext,
): Promise<AuthorOutcome> {
  if (write.slug !== undefined && write.slug !== slug) {
    return Promise.resolve(
      failure(400, BODY_ANSWERS.fieldsInvalid, { slug: `must be "${slug}", the slug of the address` }),
    );
  }
  return storage.transaction(async (db) => {
    const before = await db.authors.find(slug);
    if (!before) return failure(404, AUTHOR_ANSWERS.notFound);
    const formerNames = formerNamesAfterRename(before, write.name);
    const author: WireAuthor = { ...write, slug, ...(formerNames ? { formerNames } : {}) };
    await db.authors.put(author, context.now);
    await recordAuthorWrite(db, 'update', slug, before, author, context);
    return { status: 200, body: author, ...REBUILD_ALL };
  });
}

export function deleteAuthor(storage: MagazineStorage, slug: string, context: WriteContext): Promise<AuthorOutcome> {
  return storage.transaction(async (db) => {
    const before = await db.authors.find(slug);
    if (!before || !(await db.authors.remove(slug))) return failure(404, AUTHOR_ANSWERS.notFound);
    await recordAuthorWrite(db, 'delete', slug, before, undefined, context);
    return { status: 200, body: { deleted: slug }, ...REBUILD_ALL };
  });
}
