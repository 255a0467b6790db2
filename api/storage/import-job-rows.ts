/**
 * Issue import jobs as both engines keep them: the tables' shape (the same columns in SQLite and
 * PostgreSQL) and the mapping of a row to a job.
 */
import type { ContentsEntry } from '../../contract/issue-links.ts';
import type { ImportFailure, ImportState } from '../../contract/issue-import.ts';
import type { ImportJob, ImportPageRow } from '../issue-import/import-jobs.ts';

type Row = Record<string, unknown>;

const optionalText = (value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : String(value);
const optionalNumber = (value: unknown): number | undefined =>
  value === null || value === undefined ? undefined : Number(value);

/** A job row, with the pages that failed (from the pages' rows). */
export function importJobOf(row: Row, failedPages: number[]): ImportJob {
  const job: ImportJob = {
    id: Number(row.id),
    fileName: String(row.file_name),
    fileHash: String(row.file_hash),
    fileBytes: Number(row.file_bytes),
    state: String(row.state) as ImportState,
    pagesDone: Number(row.pages_done),
    failedPages,
    contents: JSON.parse(String(row.contents)) as ContentsEntry[],
    editor: String(row.editor),
    createdAt: String(row.created_at),
  };
  const optional = {
    pageCount: optionalNumber(row.page_count),
    title: optionalText(row.title),
    failure: optionalText(row.failure) as ImportFailure | undefined,
    issueId: optionalNumber(row.issue_id),
    runStartedAt: optionalText(row.run_started_at),
    runStartPages: optionalNumber(row.run_start_pages),
    finishedAt: optionalText(row.finished_at),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(job, { [key]: value });
  }
  return job;
}

/** A page row's stored JSON: everything but its number. */
export const pageData = (row: ImportPageRow): string => {
  const { page: _page, ...data } = row;
  return JSON.stringify(data);
};

export const importPageOf = (row: Row): ImportPageRow => ({
  page: Number(row.page),
  ...(JSON.parse(String(row.data)) as Omit<ImportPageRow, 'page'>),
});
