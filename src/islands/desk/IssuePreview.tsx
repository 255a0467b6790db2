/**
 * The page inside the desk's issue preview frame: the issue the desk sends, shown with the site's
 * own issue view and flipbook reader, in a document of its own so that the frame's width is the
 * window the reader's breakpoints and page layout see. Nothing is read from the API: the draft
 * never leaves the editor's browser.
 */
import { useEffect, useState } from 'react';
import type { Issue } from '../../lib/api/index.ts';
import { PREVIEW_ISSUE, PREVIEW_READY, previewMessage } from '../../lib/desk/preview-messages.ts';
import { ISSUE_PREVIEW_NEEDS } from '../../lib/desk/preview-item.ts';
import { IssueView } from '../FreshIssue.tsx';
import { withErrorBoundary } from '../ErrorBoundary.tsx';

function IssuePreviewView() {
  const [issue, setIssue] = useState<Issue | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = previewMessage(event, location.origin);
      if (message?.type === PREVIEW_ISSUE) setIssue(message.issue);
    };
    addEventListener('message', onMessage);
    if (parent !== window) parent.postMessage({ type: PREVIEW_READY }, location.origin);
    return () => removeEventListener('message', onMessage);
  }, []);

  // A new set of pages, or of their descriptions, is a new book: the reader sets up its pages once,
  // so it starts again at the cover rather than keep a description the editor has changed.
  if (!issue) return <p className="container">{ISSUE_PREVIEW_NEEDS}</p>;
  return <IssueView key={JSON.stringify([issue.pages, issue.pageAlts])} issue={issue} />;
}

export default withErrorBoundary(IssuePreviewView, 'IssuePreview');
