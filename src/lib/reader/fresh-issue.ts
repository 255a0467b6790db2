/**
 * Issues published after the build have no page of their own: their address reaches the 404 page,
 * which reads the issue from the API and opens it in the reader, or says why it cannot.
 */
import { ApiError, fetchIssue, type Issue } from '../api/index.ts';

export type FreshIssueState =
  { status: 'loading' } | { status: 'loaded'; issue: Issue } | { status: 'not-found' } | { status: 'error' };

/** Reads the issue an address names: an id the API does not know is not found; any other failure is an error. */
export async function loadFreshIssue(id: string): Promise<Exclude<FreshIssueState, { status: 'loading' }>> {
  try {
    return { status: 'loaded', issue: await fetchIssue(id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    return { status: 'error' };
  }
}
