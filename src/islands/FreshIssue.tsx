/**
 * An issue published after the build, so it has no page of its own. Its address reaches the 404
 * page, which mounts this island: it reads the issue from the API and opens it in the same reader
 * as the pre-rendered issue pages, or shows its loading, error and not-found states.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IssueLoading } from '../views/IssueLoading.tsx';
import { ItemNotice } from '../views/ItemNotice.tsx';
import { loadFreshIssue, type FreshIssueState } from '../lib/reader/fresh-issue.ts';
import { ISSUE_PAGE_TEXT, READER_MESSAGES } from '../lib/reader/messages.ts';
import { documentTitle, pageTitle } from '../lib/seo/head-tags.ts';
import { ownWords } from '../../contract/page-words.ts';
import type { Issue } from '../lib/api/index.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import './reader/reader.css';
import './reader/reader-controls.css';
import './reader/reader-fullscreen.css';
import './reader/reader-alert.css';
import './reader/page-text.css';

// Loaded on demand, so the built issue pages keep the reader in one file: imported statically
// here, the bundler would split it into a shared part and a wrapper that those pages load as well.
const loadReader = () => import('./IssueReader.tsx');
const IssueReader = lazy(loadReader);

export interface FreshIssueProps {
  /** The id as the address gives it; the API says whether it is one. */
  id: string;
}

function titleOf(state: FreshIssueState): string | undefined {
  // The page's own title, as the built page would give it: the editors' search title, when there is one.
  if (state.status === 'loaded')
    return documentTitle({ title: state.issue.title, searchTitle: ownWords(state.issue, 'searchTitle') });
  if (state.status === 'not-found') return pageTitle(ISSUE_PAGE_TEXT.notFoundTitle);
  if (state.status === 'error') return pageTitle(ISSUE_PAGE_TEXT.errorTitle);
  return undefined;
}

function FreshIssueView({ id }: FreshIssueProps) {
  const [state, setState] = useState<FreshIssueState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    // The reader's code comes while the issue is on its way.
    loadReader().catch(() => undefined);
    void loadFreshIssue(id).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [id]);

  useEffect(() => {
    const title = titleOf(state);
    if (title) document.title = title;
  }, [state]);

  switch (state.status) {
    case 'loading':
      return <IssueLoading />;
    case 'not-found':
      return (
        <ItemNotice title={ISSUE_PAGE_TEXT.notFoundTitle} message={READER_MESSAGES.empty} back={ISSUE_PAGE_TEXT.back} />
      );
    case 'error':
      return (
        <ItemNotice
          title={ISSUE_PAGE_TEXT.errorTitle}
          message={READER_MESSAGES.failed}
          back={ISSUE_PAGE_TEXT.back}
          urgent
        />
      );
    case 'loaded':
      return <IssueView issue={state.issue} />;
  }
}

/** A loaded issue as readers get it: its date, title and description, the reader, the way back. */
export function IssueView({ issue }: { issue: Issue }) {
  return (
    <div className="container issue">
      <header className="page-intro">
        <p className="eyebrow">
          <time dateTime={issue.createdAt}>{issue.date}</time>
        </p>
        <h1>{issue.title}</h1>
        <p>{issue.description}</p>
      </header>
      <Suspense fallback={<IssueLoading />}>
        <IssueReader issueId={issue.id} issue={issue} />
      </Suspense>
      <p className="issue__back">
        <a href={ISSUE_PAGE_TEXT.back.href}>{ISSUE_PAGE_TEXT.back.label}</a>
      </p>
    </div>
  );
}

export const FreshIssue = withErrorBoundary(FreshIssueView, 'FreshIssue');

/** Renders the island into `container`, replacing what the static page showed there. */
export function mountFreshIssue(container: Element, props: FreshIssueProps): Root {
  const root = createRoot(container);
  root.render(<FreshIssue {...props} />);
  return root;
}
