/**
 * The catalogue of a round of rendering made from the last round's and what changed since: each
 * changed item read again by its id, the others kept as the very objects they were, so whatever
 * was worked out from an unchanged item (its page's cache key among them) still holds. A warm
 * renderer's publish reads a few items from the API, not the whole magazine.
 */
import type { Change } from '../../../contract/rebuild-changes.ts';

interface Identified {
  id: string;
}

/**
 * The list `last` with the changes of `kinds` applied: an item deleted, or that `readOne` no longer
 * finds (undefined), leaves it; one created or updated takes its place, or joins it. `readOne` may
 * answer an item that belongs to another list (a blog made a vlog): `belongs` says which stay.
 */
export async function patchedList<T extends Identified>(
  last: readonly T[],
  changes: readonly Change[],
  kinds: readonly Change['kind'][],
  readOne: (id: string) => Promise<T | undefined>,
  belongs: (item: T) => boolean = () => true,
): Promise<T[]> {
  const mine = changes.filter((change) => kinds.includes(change.kind));
  if (mine.length === 0) return [...last];
  const read = await Promise.all(
    mine.map(async (change) => [change.id, change.action === 'delete' ? undefined : await readOne(change.id)] as const),
  );
  if (read.length <= FEW_CHANGES) {
    const next = [...last];
    for (const [id, item] of read) {
      const at = next.findIndex((held) => held.id === id);
      if (at >= 0) next.splice(at, 1);
      if (item && belongs(item)) next.push(item);
    }
    return next;
  }
  const byId = new Map(last.map((item) => [item.id, item]));
  for (const [id, item] of read) {
    byId.delete(id);
    if (item && belongs(item)) byId.set(id, item);
  }
  return [...byId.values()];
}

/**
 * Up to this many changes are found by a look along the list: a map of 50,000 items by id took
 * more of a publish than the few looks it saves.
 */
const FEW_CHANGES = 16;
