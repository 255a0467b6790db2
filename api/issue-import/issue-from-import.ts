/**
 * The draft issue an import makes (imported-issue.ts), through the desk's own create, so the editor
 * checks it before anyone reads it; the audit log records the import with its file and page count.
 */
import { createIssue } from '../admin/content-writes.ts';
import type { Editor } from '../admin/editor-auth.ts';
import { issueWriteSchema } from '../admin/write-schemas.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import type { ImportJob, ImportPageRow } from './import-jobs.ts';
import { importedIssue } from './imported-issue.ts';

/** Makes the draft issue and records the import; answers the issue's id. */
export async function issueFromImport(
  storage: MagazineStorage,
  mediaDir: string,
  job: ImportJob,
  pages: readonly ImportPageRow[],
  editor: Editor,
): Promise<number> {
  const made = await importedIssue(mediaDir, job, pages);
  const write = issueWriteSchema.parse({ ...made, description: '', status: 'draft' });
  const now = new Date();
  const outcome = await createIssue(storage, write, { editor, now });
  const id = (outcome.body as { id?: unknown }).id;
  if (outcome.status !== 201 || typeof id !== 'string') {
    throw new Error(`The issue could not be made: ${JSON.stringify(outcome.body)}`);
  }
  await storage.audit.record({
    at: now.toISOString(),
    who: editor.who,
    action: 'import',
    kind: 'issue',
    id,
    before: null,
    after: { title: write.title, fileName: job.fileName, pageCount: made.pages.length, failedPages: job.failedPages },
  });
  return Number(id);
}
