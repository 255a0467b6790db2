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

/** The address of page `index`: `?page=N`, or no parameter for the first page. Other parameters stay. */
export function pageHref(href: string, index: number): string {
  const url = new URL(href);
  if (index > 0) url.searchParams.set(PAGE_PARAM, String(index + 1));
  else url.searchParams.delete(PAGE_PARAM);
  return url.toString();
}
