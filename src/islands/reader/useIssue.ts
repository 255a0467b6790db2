/**
 * The issue, read when the reader wakes from the file the build wrote beside the issue's page
 * (lib/reader/built-issue.ts): loading, error, empty or ready. An issue its page has read already
 * (one published after the build, read by FreshIssue) is taken as it is.
 */
import { startTransition, useEffect, useState } from 'react';
import type { Issue } from '../../lib/api/index.ts';
import { readBuiltIssue } from '../../lib/reader/built-issue.ts';
import { loadPageFlip } from './page-flip-loader.ts';

export type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'empty' } | { status: 'ready'; issue: Issue };

export function loadedFrom(issue: Issue): Loaded {
  return issue.pages?.length ? { status: 'ready', issue } : { status: 'empty' };
}

export function useIssue(issueId: string, active: boolean, known: Issue | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(() => (known ? loadedFrom(known) : { status: 'loading' }));
  useEffect(() => {
    if (!active) return;
    // The book's engine loads while the issue is on its way; a failure shows when the book needs it.
    loadPageFlip().catch(() => undefined);
    if (known) return;
    let current = true;
    setLoaded({ status: 'loading' });
    readBuiltIssue(issueId).then(
      (issue) => {
        // Rendered as a transition, so building the whole book yields to the browser between
        // pieces instead of holding the main thread in one long task.
        if (current) startTransition(() => setLoaded(loadedFrom(issue)));
      },
      () => {
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [issueId, active, known]);
  return loaded;
}
