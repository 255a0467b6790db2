/**
 * Bylines and author records. A story keeps its author's name; the build matches the name to a
 * record (contract/authors.ts's authorNameKey: case, accents, punctuation and spacing aside) and
 * links the byline to the author's page. A name with no record prints as it is, unlinked.
 */
import { authorNameKey, authorPath, type WireAuthor } from '../../../contract/authors.ts';
import type { Item } from '../api/entities.ts';
import { sortNewest } from './article-lists.ts';

export type Author = WireAuthor;

/** Finds the record a byline's name belongs to; undefined for a name with none. */
export function authorMatcher(authors: readonly Author[]): (name: string) => Author | undefined {
  const byKey = new Map<string, Author>();
  // Two records of one name: the first (by slug, as the API lists them) keeps the bylines.
  for (const author of authors) {
    const key = authorNameKey(author.name);
    if (key && !byKey.has(key)) byKey.set(key, author);
  }
  return (name) => byKey.get(authorNameKey(name));
}

/** Each story with the path of its author's page, where its byline's name has a record. */
export function withAuthorPaths<T extends Pick<Item, 'author'>>(
  items: readonly T[],
  match: (name: string) => Author | undefined,
): (T & { authorPath?: string })[] {
  return items.map((item) => {
    const author = match(item.author);
    return author ? { ...item, authorPath: authorPath(author.slug) } : item;
  });
}

/** The author's stories, blogs and vlogs together, newest first. */
export function storiesOf(author: Author, items: readonly Item[], match: (name: string) => Author | undefined): Item[] {
  return sortNewest(items.filter((item) => match(item.author)?.slug === author.slug));
}
