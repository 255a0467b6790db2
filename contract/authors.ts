/**
 * Authors as records of their own: the name a byline prints, a slug for `/authors/{slug}`, a short
 * bio, a portrait and links. Stories keep the author's name as they always did; the site matches a
 * byline to its record by name (authorNameKey), so a name with no record still prints as written.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { isMediaUrl } from './media-url.ts';

export const AUTHOR_LIMITS = { name: 80, bio: 600, links: 6, linkLabel: 40, formerNames: 10 } as const;

/** Author slugs are URL slugs, as item ids are. */
export const AUTHOR_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

export const authorSlugSchema = z.string().regex(AUTHOR_SLUG_PATTERN, 'must be a lowercase slug');

export const authorLinkSchema = z.strictObject({
  label: z.string().trim().min(1, 'needs a label').max(AUTHOR_LIMITS.linkLabel),
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
});
export type AuthorLink = z.infer<typeof authorLinkSchema>;

const authorNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(AUTHOR_LIMITS.name, `must be at most ${AUTHOR_LIMITS.name} characters`);

export const wireAuthorSchema = z.strictObject({
  slug: authorSlugSchema,
  name: authorNameSchema,
  /**
   * Names the author wrote under before a rename, newest last: kept by the API (never written by
   * an editor), so stories whose bylines carry an older name stay linked to the author's page.
   */
  formerNames: z
    .array(authorNameSchema)
    .max(AUTHOR_LIMITS.formerNames, `at most ${AUTHOR_LIMITS.formerNames} former names`)
    .optional(),
  bio: z.string().trim().max(AUTHOR_LIMITS.bio, `must be at most ${AUTHOR_LIMITS.bio} characters`).default(''),
  portrait: z.string().refine(isMediaUrl, 'must be a path or an http(s) URL').optional(),
  links: z.array(authorLinkSchema).max(AUTHOR_LIMITS.links, `at most ${AUTHOR_LIMITS.links} links`).default([]),
});
export type WireAuthor = z.output<typeof wireAuthorSchema>;

/** What an editor sends: the slug is made from the name when it is left out; former names are the API's. */
export const authorWriteSchema = wireAuthorSchema
  .omit({ formerNames: true })
  .extend({ slug: authorSlugSchema.optional() });
export type AuthorWrite = z.output<typeof authorWriteSchema>;

/**
 * The form of a name that bylines are matched by: case, accents, punctuation and spacing aside,
 * so "Rohan de Silva", "rohan  de silva" and "Rohan De Silva." are one author.
 */
export function authorNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The former names an author keeps once renamed to `name`: the name they had joins the list
 * (unless it is the same name but for spelling aside from authorNameKey), a name they take again
 * leaves it, and the oldest go first past the limit.
 */
export function formerNamesAfterRename(
  author: Pick<WireAuthor, 'name' | 'formerNames'>,
  name: string,
): string[] | undefined {
  const newKey = authorNameKey(name);
  const kept = new Map<string, string>();
  for (const former of [...(author.formerNames ?? []), author.name]) {
    const key = authorNameKey(former);
    if (!key || key === newKey) continue;
    kept.delete(key);
    kept.set(key, former);
  }
  const names = [...kept.values()].slice(-AUTHOR_LIMITS.formerNames);
  return names.length > 0 ? names : undefined;
}

/** The slug a name gets when the editor gives none: "Rohan de Silva" is `rohan-de-silva`. */
export function authorSlugOf(name: string): string {
  return authorNameKey(name)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The author page's path on the site. */
export function authorPath(slug: string): string {
  return `/authors/${slug}`;
}

/** The built file of an author's page, relative to the build folder: `authors/<slug>/index.html`. */
export function authorPageFile(slug: string): string {
  return `${authorPath(slug).slice(1)}/index.html`;
}

/** Answers of the author routes that the desk and tests also check. */
export const AUTHOR_ANSWERS = {
  notFound: 'Author not found',
  invalidSlug: 'Invalid author slug',
  slugTaken: 'Another author already has this slug',
  noSlug: 'The name gives no slug: give one',
} as const;
