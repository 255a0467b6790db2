/**
 * What the reader needs of an issue to draw its controls before the issue itself has been read:
 * the page count, the title and words it shows and shares, whether its pages have text, and its
 * contents. The issue's page hands it to the reader island, which renders the controls on the
 * server from it.
 */
import type { ContentsEntry } from '../../../contract/issue-links.ts';
import type { Issue } from '../api/index.ts';

export interface IssueOutline {
  id: string;
  title: string;
  description: string;
  pageCount: number;
  hasPageTexts: boolean;
  /** Where each story starts (issues made from a print PDF); empty when the issue has none. */
  contents: ContentsEntry[];
}

export function outlineOf(issue: Issue): IssueOutline {
  return {
    id: issue.id,
    title: issue.title,
    description: issue.description,
    pageCount: issue.pages?.length ?? 0,
    hasPageTexts: issue.pageTexts?.some(Boolean) ?? false,
    contents: issue.contents ?? [],
  };
}

/**
 * The ids of the reader's parts, made from the issue's id: the reader is rendered on the server
 * and hydrated, and React's own ids differ between the two where Astro renders islands to a
 * string (it passes no id prefix there). One reader per page, so they are unique.
 */
export function readerIds(issueId: string) {
  const base = `reader-${issueId.replace(/[^\w-]/g, '_')}`;
  return {
    pages: `${base}-pages`,
    hint: `${base}-hint`,
    jumper: `${base}-jumper`,
    contents: `${base}-contents`,
    text: `${base}-text`,
    alert: { title: `${base}-alert-title`, body: `${base}-alert-body` },
  };
}
