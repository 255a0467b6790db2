/**
 * A built issue as the build read it, written beside its page (`/magazines/{id}/issue.json`,
 * src/pages/magazines/[id]/issue.json.ts) and read by the reader when it starts. It comes from the
 * site's own origin and was checked by the build's parser already, so a reader opening a built
 * issue loads neither the API client nor its schemas (zod), and does not depend on the API.
 */
import type { Issue } from '../api/index.ts';
import { issuePath } from '../content/latest-issue.ts';

export function builtIssuePath(issueId: string): string {
  return `${issuePath({ id: encodeURIComponent(issueId) })}/issue.json`;
}

/** The issue JSON as the endpoint writes it. */
export function builtIssueJson(issue: Issue): string {
  return JSON.stringify(issue);
}

export async function fetchBuiltIssue(issueId: string): Promise<Issue> {
  const path = builtIssuePath(issueId);
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Issue;
}

const readsAhead = new Map<string, Promise<Issue>>();

/** Starts reading the built issue ahead of the reader's first render; `readBuiltIssue` picks it up. */
export function startReadingBuiltIssue(issueId: string): void {
  if (readsAhead.has(issueId)) return;
  const read = fetchBuiltIssue(issueId);
  // A failure is reported to whoever picks the read up.
  read.catch(() => undefined);
  readsAhead.set(issueId, read);
}

/** The built issue: the read started ahead of the first render, taken once, or a new read. */
export function readBuiltIssue(issueId: string): Promise<Issue> {
  const ahead = readsAhead.get(issueId);
  readsAhead.delete(issueId);
  return ahead ?? fetchBuiltIssue(issueId);
}
