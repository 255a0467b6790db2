/**
 * How the desk words an import's progress: the page it is on, the time left, and the pages that
 * could not be read. Framework-free, so the words are tested apart from the screen.
 */
import { importProgress, type WireImportJob } from '../../../contract/issue-import.ts';

/** The desk's name for making an issue from its print PDF: the library's button and the screen's heading. */
export const NEW_ISSUE_FROM_PDF = 'New issue from a PDF';

/** "About 40 seconds left", "About 3 minutes left": rounded, as a person would say it. */
export function timeLeft(seconds: number): string {
  if (seconds < 60) return `About ${Math.max(5, Math.round(seconds / 5) * 5)} seconds left`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'About a minute left' : `About ${minutes} minutes left`;
}

/** "Page 3", "Pages 3 and 7", "Pages 3, 7 and 9". */
export function pageList(pages: readonly number[]): string {
  if (pages.length === 1) return `Page ${pages[0]}`;
  return `Pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}

/** The line under the progress bar while the job runs. */
export function progressLine(job: WireImportJob): string {
  if (job.state === 'waiting') return 'Waiting for the import before it to finish…';
  if (job.pageCount === undefined) return 'Opening the PDF…';
  const parts = [importProgress(Math.min(job.pagesDone + 1, job.pageCount), job.pageCount)];
  if (job.secondsLeft !== undefined) parts.push(timeLeft(job.secondsLeft));
  return parts.join(' · ');
}

/** For a damaged file: how many pages were found in what survives of it, and how many could be read. */
export function savedPagesLine(job: WireImportJob): string | undefined {
  if (job.failure !== 'damagedPartly' || job.pageCount === undefined) return undefined;
  const found = job.pageCount === 1 ? '1 page was found in the file' : `${job.pageCount} pages were found in the file`;
  return `${found}; ${job.pageCount - job.failedPages.length} could be read.`;
}

/** The pages that failed, or nothing when none did. */
export function failedPagesLine(job: WireImportJob): string | undefined {
  if (job.failedPages.length === 0) return undefined;
  const verb = job.failedPages.length === 1 ? 'could not be read; it has' : 'could not be read; they have';
  return `${pageList(job.failedPages)} ${verb} a placeholder page. Replace ${job.failedPages.length === 1 ? 'it' : 'them'} in the issue before publishing.`;
}
