/** What the import process tells the API, message by message. */
import type { ContentsEntry } from '../../contract/issue-links.ts';
import type { ImportedPage } from './import-pages.ts';
import type { PdfOpenFailure } from './pdf-document.ts';

export type ImportMessage =
  /** The file opened: its page count, the title its metadata gives and its outline. */
  | {
      type: 'opened';
      pageCount: number;
      title: string | undefined;
      contents: ContentsEntry[];
      /** The file was damaged: these are the pages that survive in it. */
      damaged: boolean;
    }
  /** One page finished (or failed and named). */
  | { type: 'page'; page: ImportedPage }
  /** Every page from the first asked for to the last is done. */
  | { type: 'done' }
  /** The file could not be opened at all. */
  | { type: 'failed'; failure: PdfOpenFailure; detail: string };
