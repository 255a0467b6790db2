/**
 * The issue grid's "Page 12 of 40" under each issue the reader has opened: read from this
 * browser's progress, and for a signed-in reader merged with the API's (other devices), filling
 * every `[data-reading-progress]` element (its value is the issue's id).
 */
import { readSignedInHint } from '../lib/accounts/signed-in-hint.ts';
import { progressLabel, type ProgressByIssue } from '../lib/reader/progress.ts';
import { $localReadingProgress } from '../stores/local-reading-progress.ts';

export function fillProgressLabels(doc: Document, all: ProgressByIssue): void {
  for (const slot of doc.querySelectorAll<HTMLElement>('[data-reading-progress]')) {
    const label = progressLabel(all[slot.dataset.readingProgress ?? '']);
    slot.textContent = label ?? '';
    slot.hidden = label === undefined;
  }
}

export function showReadingProgress(
  doc: Document = document,
  syncFromServer: () => Promise<unknown> = async () =>
    (await import('../stores/server-reading-progress.ts')).syncReadingProgress(),
): () => void {
  const stop = $localReadingProgress.subscribe((all) => fillProgressLabels(doc, all));
  if (readSignedInHint()) void syncFromServer();
  return stop;
}
