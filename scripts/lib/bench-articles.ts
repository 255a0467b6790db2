/**
 * Blogs for benchmarks: the seeded ones repeated under new ids, titles and dates, so a catalogue of
 * any size has realistic text and images the API already serves. Enough for timing a publish; a
 * generator of varied articles belongs with the build benchmark.
 */
import type { StoredItem } from '../../api/db.ts';

const DAY_MS = 86_400_000;

/** `count` blogs made from `seeded` (at least one), dated one a day back from `newest`. */
export function benchArticles(count: number, seeded: readonly StoredItem[], newest = Date.now()): StoredItem[] {
  if (seeded.length === 0) throw new Error('No seeded blogs to make benchmark articles from');
  return Array.from({ length: count }, (_, index) => {
    const base = seeded[index % seeded.length] as StoredItem;
    const createdAt = new Date(newest - (index + 1) * DAY_MS).toISOString();
    return {
      ...base,
      id: `bench-${String(index + 1).padStart(5, '0')}-${base.id}`.slice(0, 120).replace(/-+$/, ''),
      title: `${base.title} (${index + 1})`,
      position: undefined,
      createdAt,
      updated: createdAt,
    };
  });
}
