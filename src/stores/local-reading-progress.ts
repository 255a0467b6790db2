/**
 * `$localReadingProgress`: the page this browser last had open in each issue, in local storage
 * (key `readingProgress`), so a reader who comes back is offered their place. It follows other tabs
 * like every persistent store. A signed-in reader's place on other devices is merged in by
 * server-reading-progress.ts; this store never loads Firebase.
 */
import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '../config/accounts.ts';
import {
  decodeProgress,
  mergeProgress,
  withPage,
  type PageProgress,
  type ProgressByIssue,
} from '../lib/reader/progress.ts';

export const $localReadingProgress = persistentAtom<ProgressByIssue>(
  STORAGE_KEYS.readingProgress,
  {},
  {
    encode: (value) => JSON.stringify(value),
    decode: decodeProgress,
  },
);

/** Reads storage afresh first: another tab may have written since this one last looked. */
function update(change: (all: ProgressByIssue) => ProgressByIssue): void {
  const unlisten = $localReadingProgress.listen(() => undefined);
  try {
    $localReadingProgress.set(change($localReadingProgress.get()));
  } finally {
    unlisten();
  }
}

export function rememberLocally(issueId: string, entry: PageProgress): void {
  update((all) => withPage(all, issueId, entry));
}

/** Takes in entries from elsewhere (the API), each issue keeping the later of the two. */
export function mergeIntoLocal(remote: ProgressByIssue): void {
  update((all) => mergeProgress(all, remote));
}
