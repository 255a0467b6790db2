/** Shaping lists of articles for pages: featured first, by topic, newest first. */
import { TOPICS, FEATURED_POSITION, type Topic } from '../../config/site.ts';
import type { Item } from '../api/entities.ts';
import { toEmbedUrl } from '../../../contract/video-links.ts';

/** Each item's time, read once: lists of tens of thousands are sorted several times a build. */
const times = new WeakMap<Item, number>();

export function createdTime(item: Item): number {
  let time = times.get(item);
  if (time === undefined) {
    time = Date.parse(item.createdAt);
    times.set(item, time);
  }
  return time;
}

/** As `byNewest` by `createdAt`, with each item's time read once. */
export const newestFirst = (a: Item, b: Item): number => createdTime(b) - createdTime(a);

export function sortNewest(items: readonly Item[]): Item[] {
  return [...items].sort(newestFirst);
}

/** The item at position "1" is featured; without one, the newest is. `newestFirst` as the content queries give it. */
export function splitFeatured(newestFirst: readonly Item[]): { featured: Item | undefined; rest: Item[] } {
  const featured = newestFirst.find((item) => item.position === FEATURED_POSITION) ?? newestFirst[0];
  return { featured, rest: newestFirst.filter((item) => item !== featured) };
}

/**
 * Items by the group `groupOf` names (none: left out), each group newest first: one pass over the
 * catalogue, not one for each group.
 */
export function groupedNewest(
  items: readonly Item[],
  groupOf: (item: Item) => string | undefined,
): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const name = groupOf(item);
    if (name === undefined) continue;
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  for (const group of groups.values()) group.sort(newestFirst);
  return groups;
}

/** Every topic's items, newest first, by the topic's slug. */
export function byCategory(items: readonly Item[]): Map<string, Item[]> {
  return groupedNewest(items, (item) => item.category);
}

export function categoryOf(item: Pick<Item, 'category'>): Topic | undefined {
  return TOPICS.find((category) => category.slug === item.category);
}

/** Where an item is read: blogs under /blogs, vlogs under /vlogs. */
export function itemPath(item: Pick<Item, 'id' | 'type'>): string {
  return item.type === 'vlog' ? `/vlogs/${item.id}` : `/blogs/${item.id}`;
}

/** The text alternative of one of an item's images, or the fallback when the API sent none. */
export function imageAlt(item: Pick<Item, 'images' | 'imageAlts'>, url: string, fallback: string): string {
  const alt = item.imageAlts?.[item.images.indexOf(url)]?.trim();
  return alt || fallback;
}

/** The embed link of a vlog's video, or undefined (blogs, and vlogs without a usable video). */
export function embedUrlOf(item: Pick<Item, 'type' | 'videoURL'>): string | undefined {
  return item.type === 'vlog' ? toEmbedUrl(item.videoURL) : undefined;
}
