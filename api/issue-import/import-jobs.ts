/**
 * An issue import as the database keeps it: one row for the job and one for each finished page, so a
 * job cut off by a restart resumes after the last page it recorded, on SQLite and PostgreSQL alike.
 */
import type { ContentsEntry, PageLink } from '../../contract/issue-links.ts';
import type { PageText } from '../../contract/schemas.ts';
import type { ImportFailure, ImportState } from '../../contract/issue-import.ts';

export interface ImportJob {
  id: number;
  /** The file's name as the editor's computer had it. */
  fileName: string;
  /** SHA-256 of the file, hex: the same file uploaded twice is known. */
  fileHash: string;
  fileBytes: number;
  state: ImportState;
  /** Known once the file is open. */
  pageCount?: number;
  /** Pages recorded so far (done or failed). */
  pagesDone: number;
  failedPages: number[];
  title?: string;
  contents: ContentsEntry[];
  failure?: ImportFailure;
  /** The draft issue made from the pages, once the import is done. */
  issueId?: number;
  /** Who uploaded it (an editor's e-mail address or "token"). */
  editor: string;
  createdAt: string;
  /** When the job began its current run of pages, and how many it had done then (for the time left). */
  runStartedAt?: string;
  runStartPages?: number;
  finishedAt?: string;
}

export interface ImportPageRow {
  /** From 1. */
  page: number;
  /** The reader's size of the page picture; absent when the page could not be drawn. */
  image?: string;
  text: PageText | null;
  headed: boolean;
  links: PageLink[];
  /** Why the page could not be read or drawn, when it could not. */
  failure?: string;
}

export type NewImportJob = Pick<ImportJob, 'fileName' | 'fileHash' | 'fileBytes' | 'editor'>;

export interface ImportJobStore {
  create(job: NewImportJob, at: Date): Promise<ImportJob>;
  find(id: number): Promise<ImportJob | undefined>;
  /** The newest first, at most `limit`. */
  list(limit: number): Promise<ImportJob[]>;
  /** A job for the same file that is waiting, running or done, newest first. */
  findByHash(fileHash: string): Promise<ImportJob | undefined>;
  /** Jobs a restart cut off, oldest first: waiting or running. */
  unfinished(): Promise<ImportJob[]>;
  /** The file opened: its page count, title and outline. */
  opened(id: number, details: { pageCount: number; title?: string; contents: ContentsEntry[] }): Promise<void>;
  /** The job (re)starts its run of pages now. */
  started(id: number, at: Date): Promise<void>;
  /** One page is finished; its row is kept and the job's count moves on. Recording a page twice keeps the last. */
  recordPage(id: number, row: ImportPageRow): Promise<void>;
  pages(id: number): Promise<ImportPageRow[]>;
  finish(
    id: number,
    outcome:
      | { state: 'done'; issueId: number; failure?: Extract<ImportFailure, 'damagedPartly'> }
      | { state: 'failed'; failure: ImportFailure },
    at: Date,
  ): Promise<void>;
}
