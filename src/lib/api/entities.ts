/**
 * The site's view of API entities: wire shapes with the site's defaults applied, and parsing
 * that fails with the item and the field named, so a bad record stops the build legibly.
 */
import { z } from 'zod';
import { SITE } from '../../config/site.ts';
import { formatDate } from '../content/dates.ts';
import { coverMonthText } from '../content/issue-cover.ts';
import { wireIssueSchema, wireItemSchema } from '../../../contract/schemas.ts';

export const itemSchema = wireItemSchema
  .extend({
    author: z.string().trim().min(1).catch(SITE.defaultAuthor).default(SITE.defaultAuthor),
    createdAt: wireItemSchema.shape.createdAt.default(SITE.defaultDate),
  })
  .transform((item) => ({ ...item, date: item.date?.trim() ? item.date : formatDate(item.createdAt) }));
export type Item = z.output<typeof itemSchema> & {
  /** The byline's author page, where the name has an author record: set by the build (content/authors.ts). */
  authorPath?: string;
};

/** An issue without a printed date shows the month of its cover, else the day it was made. */
export const issueSchema = wireIssueSchema.transform((issue) => ({
  ...issue,
  date: issue.date?.trim() ? issue.date : (coverMonthText(issue.coverDate) ?? formatDate(issue.createdAt)),
}));
export type Issue = z.output<typeof issueSchema>;

export type EntityKind = 'blog' | 'vlog' | 'issue';

function describeId(value: unknown): string {
  if (value && typeof value === 'object' && 'id' in value) return `"${String(value.id)}"`;
  return '(without an id)';
}

/** Parses one entity or throws an error that names the entity and every bad field. */
export function parseEntity<S extends z.ZodType>(schema: S, value: unknown, kind: EntityKind): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues
    .map((issue) => `field "${issue.path.map(String).join('.') || '(whole item)'}": ${issue.message}`)
    .join('; ');
  throw new Error(`Malformed ${kind} ${describeId(value)} from the API: ${fields}`);
}

export function parseEntityList<S extends z.ZodType>(schema: S, value: unknown, kind: EntityKind): z.output<S>[] {
  if (!Array.isArray(value)) throw new Error(`The API's ${kind} list is not an array`);
  return value.map((entry) => parseEntity(schema, entry, kind));
}
