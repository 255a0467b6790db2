/** The site's pages where a published item shows: at once, and after the next rebuild. */
import { TOPICS } from '../../src/config/site.ts';
import type { AdminKind } from '../../src/lib/api/urls.ts';

export interface Appearance {
  /** Its own page, which the 404 page's fresh-content fallback shows before the rebuild; blogs and vlogs only. */
  now: string | undefined;
  /** Its page and the lists it joins, once the site is built again. */
  afterRebuild: string[];
}

export function itemPagePath(kind: AdminKind, id: string): string {
  return kind === 'issue' ? `/magazines/${id}` : `/${kind}s/${id}`;
}

export function whereItAppears(kind: AdminKind, item: { id: string; category?: unknown }, siteUrl: string): Appearance {
  const at = (path: string) => new URL(path, siteUrl).toString();
  const page = at(itemPagePath(kind, item.id));
  if (kind === 'issue') return { now: undefined, afterRebuild: [page, at('/magazines'), at('/luxury')] };
  const topic = TOPICS.find((category) => category.slug === item.category);
  return { now: page, afterRebuild: [page, at(`/${kind}s`), ...(topic ? [at(topic.path)] : [])] };
}
