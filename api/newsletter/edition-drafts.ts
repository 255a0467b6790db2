/**
 * What an edition holds when the editors do not say: the stories published since the last
 * edition (newest first, at most a dozen), and the latest issue with its cover.
 */
import type { StoredItem } from '../storage/db.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import type { EditionDraft } from './compose-edition.ts';

export const DEFAULT_STORY_COUNT = 12;

export interface DraftRequest {
  subject: string;
  intro: string;
  /** The stories, in this order; undefined for the default. */
  itemIds?: string[] | undefined;
  /** Leave out the latest issue. */
  withoutIssue?: boolean | undefined;
}

/** The published stories asked for; ids that are no published story are answered in `missing`. */
export async function draftOf(
  db: MagazineStorage,
  request: DraftRequest,
): Promise<{ draft: EditionDraft; missing: string[] }> {
  const issue = request.withoutIssue ? undefined : await db.latestIssue();
  if (request.itemIds) {
    const found = await Promise.all(request.itemIds.map((id) => db.findItem(id)));
    const missing = request.itemIds.filter((_, index) => !found[index]);
    const items = found.filter((item): item is StoredItem => item !== undefined);
    return { draft: { subject: request.subject, intro: request.intro, items, issue }, missing };
  }
  const [last] = await db.newsletter.editions.history(1);
  const since = last ? Date.parse(last.createdAt) : 0;
  const stories = [...(await db.listItems('blog')), ...(await db.listItems('vlog'))]
    .filter((item) => Date.parse(item.createdAt) > since)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DEFAULT_STORY_COUNT);
  return { draft: { subject: request.subject, intro: request.intro, items: stories, issue }, missing: [] };
}
