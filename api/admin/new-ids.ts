/**
 * Ids for items and issues created without one. An id is never given twice: one that the audit
 * log names belonged to an item since deleted, whose history a new item must not take on.
 */
import { ITEM_ID_PATTERN } from '../../contract/schemas.ts';
import type { ContentStore } from '../storage/storage.ts';

const MAX_SLUG_LENGTH = 80;

/** "Sigiriya at Dawn: A Café Guide" → "sigiriya-at-dawn-a-cafe-guide"; empty when no letter is Latin. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The title's slug, or `<kind>-<time>` for titles in other scripts; `-2`, `-3`… while taken. */
export async function newItemId(
  title: string,
  kind: string,
  isTaken: (id: string) => boolean | Promise<boolean>,
  now: number,
): Promise<string> {
  const slug = slugOf(title);
  const base = ITEM_ID_PATTERN.test(slug) ? slug : `${kind}-${now.toString(36)}`;
  let id = base;
  for (let n = 2; await isTaken(id); n++) id = `${base}-${n}`;
  return id;
}

/** Whether a blog or vlog has, or ever had, this id. */
export async function itemIdUsed(db: ContentStore, id: string): Promise<boolean> {
  return (await db.desk.findItem(id)) !== undefined || db.audit.names(['blog', 'vlog'], id);
}

/** Issues are numbered: the next number after the highest there is, or ever was (`highestUsed`). */
export function nextIssueId(existing: readonly { id: string | number }[], highestUsed = 0): string {
  return String(existing.reduce((highest, issue) => Math.max(highest, Number(issue.id)), highestUsed) + 1);
}

/** The number of a new issue: after every issue stored and every one the audit log names. */
export async function newIssueId(db: ContentStore): Promise<string> {
  return nextIssueId(await db.desk.library({ kind: 'issue' }), await db.audit.highestIssueId());
}
