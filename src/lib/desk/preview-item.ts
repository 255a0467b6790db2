/**
 * The draft as the site's own article component takes it, so the preview is the page readers will
 * get: the same parsing and defaults as the build (`itemSchema`), and the page's public address.
 */
import { CATEGORY_NAMES } from '../../../contract/categories.ts';
import type { DeskKind } from '../../../contract/desk.ts';
import { issueSchema, itemSchema, type Issue, type Item } from '../api/entities.ts';
import { itemPath } from '../content/article-lists.ts';
import { issuePath } from '../content/latest-issue.ts';
import type { Sanitize } from '../html/sanitize-policy.ts';
import { writeFromDraft, type Draft } from './draft.ts';
import { pageTextOf, pageTextProblem } from './page-text.ts';

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

/** Shown in place of an issue's preview until it has what the reader needs. */
export const ISSUE_PREVIEW_NEEDS = 'The preview appears once the issue has a title and at least one page.';

/**
 * The id an issue is previewed under: never a real issue's, so turning pages in the preview leaves
 * the editor's own reading progress of the real issue alone.
 */
export const PREVIEW_ISSUE_ID = '999999999';

export type PreviewIssue = { ok: true; issue: Issue } | { ok: false; message: string };

/** The draft issue as the site's reader takes it: cover first, its pages in the desk's order. */
export function previewIssue(draft: Draft, now: Date = new Date()): PreviewIssue {
  if (draft.kind !== 'issue' || !draft.title.trim() || draft.images.length === 0) {
    return { ok: false, message: ISSUE_PREVIEW_NEEDS };
  }
  const parsed = issueSchema.safeParse({
    id: PREVIEW_ISSUE_ID,
    title: draft.title,
    description: draft.excerpt,
    coverImage: draft.images[0]?.path,
    pages: draft.images.map((image) => image.path),
    pageAlts: draft.images.map((image) => image.alt.trim()),
    // A page's words as they stand; words the API would refuse yet are left out of the preview.
    pageTexts: draft.images.map((page) => (pageTextProblem(page.text) ? null : pageTextOf(page.text))),
    pageLinks: draft.images.map((page) => page.links ?? []),
    contents: draft.contents ?? [],
    ...(draft.date?.trim() ? { date: draft.date.trim() } : {}),
    pageCount: draft.images.length,
    createdAt: draft.createdAt ?? now.toISOString(),
  });
  return parsed.success
    ? { ok: true, issue: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? ISSUE_PREVIEW_NEEDS };
}

/** The public page of an item. */
export function livePathOf(kind: DeskKind, id: string): string {
  return kind === 'issue' ? issuePath({ id }) : itemPath({ id, type: kind });
}
