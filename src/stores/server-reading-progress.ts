/**
 * A signed-in reader's progress through the API, so their place follows them to another device.
 * Loaded only when the signed-in hint is set (it brings Firebase with the auth store). Sending
 * keeps one call in flight and only the newest page waiting behind it, so quick page turns make
 * few calls and the last page read is the one stored. Failures are logged, never shown: the
 * browser's own copy still holds the page.
 */
import { task } from 'nanostores';
import { fetchReadingProgress, postReadingProgress } from '../lib/api/accounts.ts';
import { logFailure } from '../lib/browser/log.ts';
import type { ProgressByIssue } from '../lib/reader/progress.ts';
import type { ReadingProgress } from '../../contract/schemas.ts';
import { knownUser, signedIn } from './auth.ts';
import { mergeIntoLocal } from './local-reading-progress.ts';

function byIssue(rows: readonly ReadingProgress[]): ProgressByIssue {
  return Object.fromEntries(
    rows.map((row) => [row.issueId, { page: row.page, total: row.pageCount ?? 0, at: row.updatedMs }]),
  );
}

/** Merges the signed-in reader's progress from the API into the browser's; nothing when signed out. */
export function syncReadingProgress(): Promise<void> {
  return task(async () => {
    try {
      if (!(await knownUser())) return;
      const who = await signedIn();
      if (!who) return;
      mergeIntoLocal(byIssue(await fetchReadingProgress(who)));
    } catch (error) {
      logFailure('Loading reading progress failed', error);
    }
  });
}

const waiting = new Map<string, number>();
let sending: Promise<void> | undefined;

async function sendWaiting(): Promise<void> {
  for (const [issueId, page] of waiting) {
    waiting.delete(issueId);
    try {
      if (!(await knownUser())) return;
      const who = await signedIn();
      if (!who) return;
      const row = await postReadingProgress(issueId, page, who);
      mergeIntoLocal(byIssue([row]));
    } catch (error) {
      logFailure(`Saving reading progress of issue ${issueId} failed`, error);
    }
  }
}

/** Sends the page to the API (1-based); resolves once it, and anything queued, has been sent. */
export function sendReadingProgress(issueId: string, page: number): Promise<void> {
  waiting.set(issueId, page);
  sending ??= task(async () => {
    try {
      while (waiting.size > 0) await sendWaiting();
    } finally {
      sending = undefined;
    }
  });
  return sending;
}
