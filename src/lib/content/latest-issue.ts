/** The latest-issue preview of /luxury: the cover, and the first inner pages to rotate beside it. */
import { READER } from '../../config/reader.ts';
import type { Issue } from '../api/index.ts';
import { pageAlt } from '../reader/pages.ts';

export interface PreviewPage {
  url: string;
  alt: string;
  /** The page's number in the issue, from 1. */
  number: number;
}

/** Pages after the cover (the cover itself when it is the only page), at most `count`. */
export function previewPages(issue: Issue, count: number = READER.latestPreviewPages): PreviewPage[] {
  const pages = issue.pages ?? [];
  const skip = pages.length > 1 ? 1 : 0;
  return pages.slice(skip, skip + count).map((url, offset) => {
    const index = skip + offset;
    return { url, alt: pageAlt(index, pages.length, issue.title, issue.pageAlts), number: index + 1 };
  });
}

export function issuePath(issue: Pick<Issue, 'id'>): string {
  return `/magazines/${issue.id}`;
}
