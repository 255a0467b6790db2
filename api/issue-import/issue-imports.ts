/**
 * The API's issue imports: one runner per app, which takes up at once the jobs a restart cut off,
 * and makes each finished job's draft issue in the name of the editor who uploaded the PDF.
 */
import { resolve } from 'node:path';
import { EDITOR_TOKEN_WHO } from '../admin/editor-auth.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { issueFromImport } from './issue-from-import.ts';
import { importRunner, type ImportRunner } from './import-runner.ts';

/** Beside the media folder, never inside it: an uploaded PDF is not served. */
export const defaultImportsDir = (mediaDir: string): string => `${resolve(mediaDir)}-issue-imports`;

export function issueImports(
  db: MagazineStorage,
  mediaDir: string,
  importsDir = defaultImportsDir(mediaDir),
): { runner: ImportRunner; importsDir: string } {
  const runner = importRunner({
    jobs: db.importJobs,
    mediaDir,
    importsDir,
    makeIssue: (job, pages) =>
      issueFromImport(db, mediaDir, job, pages, { who: job.editor, viaToken: job.editor === EDITOR_TOKEN_WHO }),
  });
  runner.resumeUnfinished().catch((error: unknown) => {
    if (!db.isClosed()) console.error('Resuming issue imports failed:', error);
  });
  return { runner, importsDir };
}
