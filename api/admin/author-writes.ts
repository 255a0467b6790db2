/**
 * The editors' writes of authors: create (the slug made from the name unless given), replace under
 * the slug of the address, delete. Bylines name authors by name, so deleting an author leaves every
 * story's byline as it was; only the link to the author page goes.
 */
import { AUTHOR_ANSWERS, authorSlugOf, type AuthorWrite, type WireAuthor } from '../../contract/authors.ts';
import { BODY_ANSWERS } from '../../contract/api-messages.ts';
import type { AuthorStore } from '../storage/storage.ts';
import type { RebuildRequest } from './rebuild-hook.ts';
import { failure, type WriteOutcome } from './write-outcome.ts';

/** Author writes change author pages and bylines all over the site: the rebuild builds everything. */
const REBUILD_ALL = { changes: 'everything' } as const;

export type AuthorOutcome = WriteOutcome & { changes?: RebuildRequest };

export async function createAuthor(authors: AuthorStore, write: AuthorWrite, now: Date): Promise<AuthorOutcome> {
  const slug = write.slug ?? authorSlugOf(write.name);
  if (!slug) return failure(400, BODY_ANSWERS.fieldsInvalid, { slug: AUTHOR_ANSWERS.noSlug });
  if (await authors.find(slug)) return failure(409, AUTHOR_ANSWERS.slugTaken, { slug: AUTHOR_ANSWERS.slugTaken });
  const author: WireAuthor = { ...write, slug };
  await authors.put(author, now);
  return { status: 201, body: author, ...REBUILD_ALL };
}

export async function replaceAuthor(
  authors: AuthorStore,
  slug: string,
  write: AuthorWrite,
  now: Date,
): Promise<AuthorOutcome> {
  if (write.slug !== undefined && write.slug !== slug) {
    return failure(400, BODY_ANSWERS.fieldsInvalid, { slug: `must be "${slug}", the slug of the address` });
  }
  if (!(await authors.find(slug))) return failure(404, AUTHOR_ANSWERS.notFound);
  const author: WireAuthor = { ...write, slug };
  await authors.put(author, now);
  return { status: 200, body: author, ...REBUILD_ALL };
}

export async function deleteAuthor(authors: AuthorStore, slug: string): Promise<AuthorOutcome> {
  if (!(await authors.remove(slug))) return failure(404, AUTHOR_ANSWERS.notFound);
  return { status: 200, body: { deleted: slug }, ...REBUILD_ALL };
}
