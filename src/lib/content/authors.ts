/**
 * Bylines and author records. A story keeps its author's name; the build matches the name to a
 * record (contract/authors.ts's authorNameKey: case, accents, punctuation and spacing aside) and
 * links the byline to the author's page (a renamed author's former names too, so older stories stay
 * linked). A name with no record prints as it is, unlinked.
 */
import { authorNameKey, authorPath, type WireAuthor } from '../../../contract/authors.ts';
import type { Item } from '../api/entities.ts';
import { groupedNewest } from './article-lists.ts';

export type Author = WireAuthor;

/**
 * Finds the record a byline's name belongs to; undefined for a name with none. A renamed author's
 * former names match too, after every author's present name: a name someone now writes under is theirs.
 */
export function authorMatcher(authors: readonly Author[]): (name: string) => Author | undefined {
  const byKey = new Map<string, Author>();
  const claim = (name: string, author: Author) => {
    const key = authorNameKey(name);
    if (key && !byKey.has(key)) byKey.set(key, author);
  };
  // Two records of one name: the first (by slug, as the API lists them) keeps the bylines.
  for (const author of authors) claim(author.name, author);
  for (const author of authors) for (const former of author.formerNames ?? []) claim(former, author);
  // Bylines repeat a few names over the whole catalogue: each is made into its key once.
  const byName = new Map<string, Author | undefined>();
  return (name) => {
    if (!byName.has(name)) byName.set(name, byKey.get(authorNameKey(name)));
    return byName.get(name);
  };
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

/**
 * Every author's stories, blogs and vlogs together, newest first, by the author's slug: one pass
 * over the catalogue, not one for each author.
 */
export function storiesByAuthor(
  items: readonly Item[],
  match: (name: string) => Author | undefined,
): Map<string, Item[]> {
  return groupedNewest(items, (item) => match(item.author)?.slug);
}

const NAME_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** What an author's page says of the names their older stories carry; undefined for an author never renamed. */
export function formerNamesLine(author: Pick<Author, 'formerNames'>): string | undefined {
  const names = author.formerNames ?? [];
  return names.length > 0 ? `Also published as ${NAME_LIST.format(names)}.` : undefined;
}
