/**
 * The draft as the site's own article component takes it, so the preview is the page readers will
 * get: the same parsing and defaults as the build (`itemSchema`), and the page's public address.
 */
import { CATEGORY_NAMES } from '../../../contract/categories.ts';
import type { DeskKind } from '../../../contract/desk.ts';
import { itemSchema, type Item } from '../api/entities.ts';
import { itemPath } from '../content/article-lists.ts';
import { issuePath } from '../content/latest-issue.ts';
import type { Sanitize } from '../html/sanitize-policy.ts';
import { writeFromDraft, type Draft } from './draft.ts';

/** Shown in place of a preview until the draft has what a page needs. */
export const PREVIEW_NEEDS = 'The preview appears once the item has a title and a topic.';

/** The id a never-saved draft is previewed under. */
const UNSAVED_ID = 'new-draft';

export type PreviewItem = { ok: true; item: Item } | { ok: false; message: string };

export function previewItem(draft: Draft, sanitize: Sanitize, now: Date = new Date()): PreviewItem {
  if (draft.kind === 'issue' || !draft.title.trim() || !draft.category) return { ok: false, message: PREVIEW_NEEDS };
  const write = writeFromDraft(draft, sanitize);
  const parsed = itemSchema.safeParse({
    ...write,
    id: draft.id ?? UNSAVED_ID,
    type: draft.kind,
    categoryName: CATEGORY_NAMES[draft.category],
    createdAt: draft.createdAt ?? now.toISOString(),
  });
  return parsed.success
    ? { ok: true, item: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? PREVIEW_NEEDS };
}

/** The public page of an item. */
export function livePathOf(kind: DeskKind, id: string): string {
  return kind === 'issue' ? issuePath({ id }) : itemPath({ id, type: kind });
}
