/**
 * Which page a beacon's path names, if any: a fixed page, a topic, or an item or issue the
 * magazine publishes. Anything else (a mistyped address, a forged path) is not counted, so no one
 * can fill the figures with pages that do not exist. A numbered list page counts as its list, and
 * an issue page's own address as its issue turned to that page.
 */
import { CATEGORY_SLUGS } from '../../contract/categories.ts';
import { COUNTED_FIXED_PAGES } from '../../contract/readership.ts';
import type { ContentStore } from '../storage/storage.ts';

export interface CountedPage {
  path: string;
  /** The issue page the address itself opens (`/magazines/3/page/7`), else 0. */
  page: number;
}

const FIXED = new Set<string>([...COUNTED_FIXED_PAGES, ...CATEGORY_SLUGS.map((slug) => `/${slug}`)]);
const LIST_PAGE = /^(\/[a-z]+)\/page\/\d{1,6}$/;
const ITEM = /^\/(blogs|vlogs)\/([^/]+)$/;
const ISSUE = /^\/magazines\/(\d{1,9})(?:\/page\/(\d{1,5}))?$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export async function countedPage(rawPath: string, content: ContentStore): Promise<CountedPage | undefined> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (FIXED.has(path)) return { path, page: 0 };
  const list = LIST_PAGE.exec(path)?.[1];
  if (list) return FIXED.has(list) ? { path: list, page: 0 } : undefined;
  const item = ITEM.exec(path);
  if (item?.[1] && item[2]) {
    const id = decoded(item[2]);
    const found = id === undefined ? undefined : await content.findItemJson(id);
    return found && `${found.type}s` === item[1] ? { path, page: 0 } : undefined;
  }
  const issue = ISSUE.exec(path);
  if (issue?.[1]) {
    const found = await content.findIssue(Number(issue[1]));
    if (!found) return undefined;
    const page = Number(issue[2] ?? 0);
    return page <= (found.pages?.length ?? 0) ? { path: `/magazines/${issue[1]}`, page } : undefined;
  }
  return undefined;
}
