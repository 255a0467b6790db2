/**
 * The editors' writes to the front: which blog is the lead story, which issue is pinned as the
 * issue of the month, and the hero's slides. The lead is the blog at position "1" (the spec's
 * featured article), so making one the lead takes the position from every other blog in the same
 * transaction: there is one lead at a time. Each write is recorded in the audit log.
 */
import { FRONT_ANSWERS, LEAD_POSITION, type DeskFront, type HeroSlideSetting } from '../../contract/front-page.ts';
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { ContentStore, MagazineStorage } from '../storage/storage.ts';
import { heroSlidesOf } from './hero-slides.ts';
import { hookChange } from './editorial-rules.ts';
import type { Change, RebuildRequest } from './rebuild-hook.ts';
import type { WriteContext } from './write-outcome.ts';

export interface FrontOutcome {
  status: 200 | 400 | 404;
  body: unknown;
  /** What readers will see change; the hero is on no item's page, so it asks for everything. */
  changes: RebuildRequest;
}

const refusal = (status: 400 | 404, error: string): FrontOutcome => ({ status, body: { error }, changes: [] });

/** What the desk shows of the front, as it stands in `db`. */
export async function deskFront(db: ContentStore): Promise<DeskFront> {
  const [lead] = await db.front.leadIds();
  const pinned = await db.front.read<number>('pinned-issue');
  const latest = await db.latestIssue();
  return {
    ...(lead ? { lead } : {}),
    ...(pinned ? { pinnedIssue: String(pinned) } : {}),
    ...(latest ? { issueOfTheMonth: latest.id } : {}),
    slides: heroSlidesOf(await db.front.read<HeroSlideSetting[]>('hero')),
  };
}

/** Puts the blog at the lead's position or takes it away, leaving its status and version as they are. */
async function placeLead(db: ContentStore, id: string, lead: boolean): Promise<Change | undefined> {
  const stored = await db.desk.findItem<StoredItem>(id);
  if (!stored) return undefined;
  const { position: _position, ...rest } = stored.value;
  await db.deleteItem(id);
  await db.insertItem(lead ? { ...rest, position: LEAD_POSITION } : rest, stored.editorial);
  return hookChange('blog', id, stored.editorial.status, stored.editorial.status);
}

export function makeLead(storage: MagazineStorage, id: string, { editor, now }: WriteContext): Promise<FrontOutcome> {
  return storage.transaction(async (db) => {
    const stored = await db.desk.findItem<StoredItem>(id);
    if (!stored) return refusal(404, `No blog with id "${id}"`);
    if (stored.value.type !== 'blog') return refusal(400, FRONT_ANSWERS.leadNotBlog);
    if (stored.editorial.status !== 'published') return refusal(400, FRONT_ANSWERS.leadNotPublished);
    const leads = await db.front.leadIds();
    if (leads.length === 1 && leads[0] === id) return { status: 200, body: await deskFront(db), changes: [] };
    const changes: Change[] = [];
    for (const other of leads.filter((lead) => lead !== id)) {
      const change = await placeLead(db, other, false);
      if (change) changes.push(change);
    }
    if (!leads.includes(id)) {
      const change = await placeLead(db, id, true);
      if (change) changes.push(change);
    }
    const previous = leads.find((lead) => lead !== id);
    await db.audit.record({
      at: now.toISOString(),
      who: editor.who,
      action: 'lead',
      kind: 'blog',
      id,
      before: previous ? { lead: previous } : null,
      after: { lead: id, title: stored.value.title },
    });
    return { status: 200, body: await deskFront(db), changes };
  });
}

export function pinIssue(storage: MagazineStorage, id: string, { editor, now }: WriteContext): Promise<FrontOutcome> {
  return storage.transaction(async (db) => {
    const stored = await db.desk.findIssue<StoredIssue>(Number(id));
    if (!stored) return refusal(404, `No issue with id "${id}"`);
    if (stored.editorial.status !== 'published') return refusal(400, FRONT_ANSWERS.pinNotPublished);
    const pinned = await db.front.read<number>('pinned-issue');
    if (pinned === Number(id)) return { status: 200, body: await deskFront(db), changes: [] };
    await db.front.write('pinned-issue', Number(id));
    await db.audit.record({
      at: now.toISOString(),
      who: editor.who,
      action: 'pin',
      kind: 'issue',
      id,
      before: pinned ? { pinned: String(pinned) } : null,
      after: { pinned: id, title: stored.value.title },
    });
    return { status: 200, body: await deskFront(db), changes: [{ kind: 'issue', id, action: 'update' }] };
  });
}

/** The newest issue by cover date becomes the issue of the month again. */
export function unpinIssue(storage: MagazineStorage, { editor, now }: WriteContext): Promise<FrontOutcome> {
  return storage.transaction(async (db) => {
    const pinned = await db.front.read<number>('pinned-issue');
    if (!pinned) return { status: 200, body: await deskFront(db), changes: [] };
    await db.front.clear('pinned-issue');
    const id = String(pinned);
    const stored = await db.desk.findIssue<StoredIssue>(pinned);
    await db.audit.record({
      at: now.toISOString(),
      who: editor.who,
      action: 'unpin',
      kind: 'issue',
      id,
      before: { pinned: id, ...(stored ? { title: stored.value.title } : {}) },
      after: null,
    });
    const change = stored ? hookChange('issue', id, stored.editorial.status, stored.editorial.status) : undefined;
    return { status: 200, body: await deskFront(db), changes: change ? [change] : [] };
  });
}

export function saveHero(
  storage: MagazineStorage,
  slides: HeroSlideSetting[],
  { editor, now }: WriteContext,
): Promise<FrontOutcome> {
  return storage.transaction(async (db) => {
    const before = heroSlidesOf(await db.front.read<HeroSlideSetting[]>('hero'));
    await db.front.write('hero', slides);
    await db.audit.record({
      at: now.toISOString(),
      who: editor.who,
      action: 'hero',
      kind: 'front',
      id: 'hero',
      before: { slides: before },
      after: { slides },
    });
    return { status: 200, body: await deskFront(db), changes: 'everything' };
  });
}
