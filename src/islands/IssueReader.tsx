/**
 * The flipbook reader of /magazines/{id}: page-flip with zoom, fullscreen, keyboard shortcuts,
 * touch gestures, thumbnails, a page jumper and the portrait-phone alert (reader/Reader.tsx). The
 * server renders it whole from the issue's outline, controls included, with the page the issue
 * opens at (`cover`, plain HTML) in the book's place and the issue's text for readers without
 * JavaScript (`children`) in the text view's. When it wakes it reads the issue (loading, error,
 * empty or flipbook) from the file the build wrote beside the issue's page
 * (lib/reader/built-issue.ts): no API, and no parser of the API's answers, on the reader's way to
 * the book. An issue published after the build has been read from the API by its page already
 * (FreshIssue) and is handed in.
 *
 * Its styles (reader/reader*.css) are imported by the pages that carry it, IssuePages.astro and
 * FreshIssue: Astro moves an island's own CSS into the pages it is built into and deletes the file,
 * while the 404 page's on-demand import of this module would still ask for that file and fail.
 */
import type { ReactNode } from 'react';
import type { Issue } from '../lib/api/index.ts';
import { startReadingBuiltIssue } from '../lib/reader/built-issue.ts';
import { READER_MESSAGES } from '../lib/reader/messages.ts';
import { outlineOf, type IssueOutline } from '../lib/reader/outline.ts';
import { clampPage } from '../lib/reader/pages.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useHydratedSoon } from './parts/hydrated.ts';
import { loadPageFlip } from './reader/page-flip-loader.ts';
import { Reader } from './reader/Reader.tsx';
import { useIssue } from './reader/useIssue.ts';

export type IssueReaderProps = {
  issueId: string;
  /** The page (from 1) to open at when the address has no `?page=`: a page's own address. */
  page?: number;
  /** Every page has an address of its own (built issues), which Share then gives. */
  pageAddresses?: boolean;
  /** The page shown in the book's place until the book is drawn (a named slot in Astro). */
  cover?: ReactNode;
  /** The cover's caption and credit, shown under the book (a named slot in Astro). */
  caption?: ReactNode;
  /** The issue's text for readers without JavaScript, until the reader's text view replaces it. */
  children?: ReactNode;
} & (
  | {
      /** What the controls need before the issue is read: the page the issue is built into gives it. */
      outline: IssueOutline;
      issue?: undefined;
    }
  | {
      /** The issue, when the page has just read it (an issue published after the build): not read again. */
      issue: Issue;
      outline?: undefined;
    }
);

function IssueReaderInner({
  issueId,
  issue,
  outline,
  page,
  pageAddresses,
  cover,
  caption,
  children,
}: IssueReaderProps): ReactNode {
  const hydrated = useHydratedSoon();
  if (!hydrated && typeof window !== 'undefined') {
    // Hydrating in the browser: the issue and the book's engine start loading now, beside the
    // hydration, rather than once it has been committed; useIssue picks both up. The engine is asked
    // for from a task of its own: that adds its module's preload links to the page, work that made
    // the hydration's first piece a long task.
    if (!issue) startReadingBuiltIssue(issueId);
    setTimeout(() => void loadPageFlip().catch(() => undefined), 0);
  }
  const loaded = useIssue(issueId, hydrated, issue);
  const known = outline ?? outlineOf(issue);
  switch (loaded.status) {
    case 'error':
      return (
        <p className="reader__message reader__message--error" role="alert">
          {READER_MESSAGES.failed}
        </p>
      );
    case 'empty':
      return (
        <p className="reader__message" role="status">
          {READER_MESSAGES.empty}
        </p>
      );
    default:
      return (
        <Reader
          outline={known}
          issue={loaded.status === 'ready' ? loaded.issue : undefined}
          loading={hydrated && loaded.status === 'loading'}
          initialPage={page === undefined ? 0 : clampPage(page - 1, known.pageCount)}
          pageAddresses={pageAddresses}
          cover={cover}
          caption={caption}
          fallback={children}
        />
      );
  }
}

const IssueReader = withErrorBoundary(IssueReaderInner, 'IssueReader');
export default IssueReader;
