/**
 * Fills the database with the seed content and makes sure every image it refers to exists.
 * Images come first: if drawing fails, the database stays as it was and the next start retries.
 */
import { z } from 'zod';
import { wireAuthorSchema } from '../../contract/authors.ts';
import { wireIssueSchema, wireItemSchema } from '../../contract/schemas.ts';
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { ContentStore, MagazineStorage } from '../storage/storage.ts';
import { ensureImages, planImages } from './images.ts';
import type { ImageReport } from './images.ts';
import { loadSeedContent } from './seed-content.ts';
import type { SeedContent } from './seed-content.ts';
import { issueFromPrint } from './issue-from-print.ts';
import { blogToWire, issueToWire, vlogToWire } from './to-wire.ts';

export interface SeedReport {
  /** False when the database already had content and was left alone. */
  seeded: boolean;
  blogs: number;
  vlogs: number;
  issues: number;
  images: ImageReport;
}

function checked<T>(schema: z.ZodType, value: T, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`Seed ${what} does not match the wire schema:\n${z.prettifyError(result.error)}`);
  return value;
}

function unique(ids: string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`Seed has two ${what} with id "${id}"`);
    seen.add(id);
  }
}

/** Wire objects for the content, checked against the shared schemas before anything is stored. */
export function wireContent(content: SeedContent): { items: StoredItem[]; issues: StoredIssue[] } {
  const items = [...content.blogs.map(blogToWire), ...content.vlogs.map(vlogToWire)].map((item) =>
    checked(wireItemSchema, item, `${item.type} "${item.id}"`),
  );
  const issues = content.issues.map(issueToWire).map((issue) => checked(wireIssueSchema, issue, `issue "${issue.id}"`));
  unique(
    items.map((item) => item.id),
    'blogs or vlogs',
  );
  unique(
    issues.map((issue) => issue.id),
    'issues',
  );
  return { items, issues };
}

/** Inserts without clearing; callers hold the transaction. */
export async function insertWire(
  db: ContentStore,
  wire: { items: StoredItem[]; issues: StoredIssue[] },
): Promise<void> {
  for (const item of wire.items) await db.insertItem(item);
  for (const issue of wire.issues) await db.insertIssue(issue);
}

/** The issues the seed makes from their print PDFs, imported; the others as they are. */
async function withPrintedIssues(
  db: MagazineStorage,
  mediaDir: string,
  seed: SeedContent,
  wire: { items: StoredItem[]; issues: StoredIssue[] },
): Promise<{ items: StoredItem[]; issues: StoredIssue[] }> {
  const issues: StoredIssue[] = [];
  for (const stored of wire.issues) {
    const issue = seed.issues.find((candidate) => candidate.id === stored.id);
    issues.push(issue?.fromPrintPdf ? await issueFromPrint(db, mediaDir, stored, issue) : stored);
  }
  return { items: wire.items, issues };
}

/** The seed's authors, checked, then stored over any of the same slug. */
async function putAuthors(db: MagazineStorage, content: SeedContent): Promise<void> {
  const at = new Date();
  for (const author of content.authors ?? []) {
    await db.authors.put(checked(wireAuthorSchema, author, `author "${author.slug}"`), at);
  }
}

async function isEmpty(db: ContentStore): Promise<boolean> {
  const { items, issues } = await db.counts();
  return items === 0 && issues === 0;
}

function report(content: SeedContent, seeded: boolean, images: ImageReport): SeedReport {
  return { seeded, blogs: content.blogs.length, vlogs: content.vlogs.length, issues: content.issues.length, images };
}

/** Seeds an empty database; a database with content keeps it. Missing images are drawn either way. */
export async function seedIfEmpty(db: MagazineStorage, mediaDir: string, content?: SeedContent): Promise<SeedReport> {
  const seed = content ?? (await loadSeedContent());
  let wire = wireContent(seed);
  const images = await ensureImages(mediaDir, planImages(seed));
  if (await isEmpty(db)) wire = await withPrintedIssues(db, mediaDir, seed, wire);
  // Checked again inside the write lock: another process may have seeded while images were drawn.
  const seeded = await db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;
    await insertWire(tx, wire);
    return true;
  });
  if (seeded) await putAuthors(db, seed);
  return report(seed, seeded, images);
}

/** Replaces all content with the seed in one transaction, so readers never see an empty magazine. */
export async function reset(db: MagazineStorage, mediaDir: string, content?: SeedContent): Promise<SeedReport> {
  const seed = content ?? (await loadSeedContent());
  const images = await ensureImages(mediaDir, planImages(seed));
  const wire = await withPrintedIssues(db, mediaDir, seed, wireContent(seed));
  await db.transaction(async (tx) => {
    await tx.deleteAll();
    await insertWire(tx, wire);
  });
  await putAuthors(db, seed);
  return report(seed, true, images);
}
