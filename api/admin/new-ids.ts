/** Ids for items and issues created without one. */
import { ITEM_ID_PATTERN } from '../../contract/schemas.ts';

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

/** Issues are numbered: the next number after the highest. */
export function nextIssueId(existing: readonly { id: string | number }[]): string {
  return String(existing.reduce((highest, issue) => Math.max(highest, Number(issue.id)), 0) + 1);
}
