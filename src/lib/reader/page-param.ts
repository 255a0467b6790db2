/**
 * A link to any page: `?page=7` opens page 7, and the address follows the page being read so
 * that a reload, a bookmark or a shared link lands on the same page.
 */
import { clampPage } from './pages.ts';

export const PAGE_PARAM = 'page';

/** The page index asked for by `?page=N` (N from 1), kept inside the issue; undefined when absent or not a number. */
export function readPageParam(search: string, total: number): number | undefined {
  const raw = new URLSearchParams(search).get(PAGE_PARAM)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  return clampPage(Number(raw) - 1, total);
}

/** A page's own address, `/magazines/{id}/page/{n}`, whose social card shows that page. */
const PAGE_PATH = /\/page\/\d+\/?$/;

export function issuePagePath(issueId: string, index: number): string {
  return `/magazines/${encodeURIComponent(issueId)}/page/${index + 1}`;
}

/**
 * The address of page `index`: on a page's own address, that of the new page; elsewhere `?page=N`,
 * or no parameter for the first page. Other parameters stay.
 */
export function pageHref(href: string, index: number): string {
  const url = new URL(href);
  if (PAGE_PATH.test(url.pathname)) {
    url.pathname = url.pathname.replace(PAGE_PATH, `/page/${index + 1}`);
    url.searchParams.delete(PAGE_PARAM);
    return url.toString();
  }
  if (index > 0) url.searchParams.set(PAGE_PARAM, String(index + 1));
  else url.searchParams.delete(PAGE_PARAM);
  return url.toString();
}
