/**
 * The items a publish changed, as the search index sees them: named by the rebuild service (the
 * indexer's `--changed` argument). Not found by comparing the site's page record: an item page's
 * key changes with its related stories too, so one article in a topic changed the keys of every
 * page of that topic (a tenth of the site), and the record is as big as the site.
 */
import { CHANGE_KINDS, type Change } from '../../contract/rebuild-changes.ts';

/** An item a publish changed, whatever the change was: what it is now decides what is indexed. */
export type ChangedItem = Pick<Change, 'kind' | 'id'>;

/** The indexer's argument for changed items: `blog:<id>,issue:<id>` (ids hold neither `:` nor `,`). */
export function changedItemsArgument(items: readonly ChangedItem[]): string {
  return items.map((item) => `${item.kind}:${item.id}`).join(',');
}

export function parseChangedItems(argument: string): ChangedItem[] {
  return argument
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [kind, id] = pair.split(':');
      const known = CHANGE_KINDS.find((candidate) => candidate === kind);
      if (!known || !id) throw new Error(`Not a changed item: ${pair} (expected blog:<id>, vlog:<id> or issue:<id>)`);
      return { kind: known, id };
    });
}

/** The items of both lists, each once, in the order they first changed. */
export function mergeChangedItems(earlier: readonly ChangedItem[], later: readonly ChangedItem[]): ChangedItem[] {
  const byItem = new Map<string, ChangedItem>();
  for (const item of [...earlier, ...later]) byItem.set(`${item.kind}/${item.id}`, { kind: item.kind, id: item.id });
  return [...byItem.values()];
}
