/**
 * Which blog or vlog a path names. Kept apart from the API client so the 404 page can decide
 * between showing a fresh item and going home without loading the client first.
 */
import type { ContentType } from '../../../contract/schemas.ts';

export interface ItemRoute {
  type: ContentType;
  id: string;
}

/** `/blogs/{id}` and `/vlogs/{id}`, with or without a trailing slash. */
export const ITEM_PATH_PATTERN = /^\/(blogs|vlogs)\/([^/]+)\/?$/;

/** The item a path names, or undefined for any other path. */
export function itemRouteOf(pathname: string): ItemRoute | undefined {
  const match = ITEM_PATH_PATTERN.exec(pathname);
  if (!match?.[2]) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[2]);
  } catch {
    id = match[2];
  }
  return { type: match[1] === 'vlogs' ? 'vlog' : 'blog', id };
}
