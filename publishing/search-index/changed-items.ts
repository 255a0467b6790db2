/**
 * The items a publish changed, as the search index sees them: named by the rebuild service
 * (the indexer's `--changed` argument), or found in the site's page record, whose keys differ
 * from the keys the kept bundles were checked against (recent-bundle.ts).
 */
import { CHANGE_KINDS, itemOfPage, type Change } from '../../contract/rebuild-changes.ts';
import type { PageRecord } from '../site-build/page-record.ts';
import type { ItemPageKeys } from './index-cache.ts';

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

/** The item pages of a site's page record with their keys; undefined for a site without a record. */
export function itemPageKeys(record: PageRecord | undefined): ItemPageKeys | undefined {
  if (!record) return undefined;
  const pages = Object.fromEntries(Object.entries(record.pages).filter(([file]) => itemOfPage(file) !== undefined));
  return { code: record.code, pages };
}

/**
 * The items whose pages a site changed, added or removed since the kept bundles were checked
 * against another: found by their keys, whether or not a publish named them (an item written
 * behind the API's back, say). `unknown` without the keys of both, or across a change of code.
 */
export function itemsChangedSince(
  kept: ItemPageKeys | undefined,
  now: ItemPageKeys | undefined,
): ChangedItem[] | 'unknown' {
  if (!kept || !now || kept.code !== now.code) return 'unknown';
  const pages = new Set([...Object.keys(kept.pages), ...Object.keys(now.pages)]);
  return [...pages]
    .filter((page) => kept.pages[page] !== now.pages[page])
    .sort()
    .flatMap((page) => itemOfPage(page) ?? []);
}
