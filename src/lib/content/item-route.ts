/**
 * Which blog, vlog or issue a path names. Kept apart from the API client so the 404 page can
 * decide between showing a fresh item and going home without loading the client first.
 */
import type { ContentType } from '../../../contract/schemas.ts';

export interface ItemRoute {
  type: ContentType;
  id: string;
}

export interface IssueRoute {
  type: 'issue';
  id: string;
}

/** An address that names something the API may have published after the build. */
export type FreshRoute = ItemRoute | IssueRoute;

/** `/blogs/{id}`, `/vlogs/{id}` and `/magazines/{id}`, with or without a trailing slash. */
export const ITEM_PATH_PATTERN = /^\/(blogs|vlogs|magazines)\/([^/]+)\/?$/;

const TYPE_OF_SECTION = { blogs: 'blog', vlogs: 'vlog', magazines: 'issue' } as const;

/** The item or issue a path names, or undefined for any other path. */
export function itemRouteOf(pathname: string): FreshRoute | undefined {
  const match = ITEM_PATH_PATTERN.exec(pathname);
  if (!match?.[2]) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[2]);
  } catch {
    id = match[2];
  }
  return { type: TYPE_OF_SECTION[match[1] as keyof typeof TYPE_OF_SECTION], id };
}
