/**
 * Making an issue from the print PDF: the limits, the states of an import job as the desk shows
 * them, and the messages an editor reads. Imports nothing but zod, so the API can import it too.
 */
import './zod-settings.ts';
import { z } from 'zod';
import { contentsEntrySchema } from './issue-links.ts';

/** The largest PDF the desk takes, in bytes, and the most pages an issue made from one may have. */
export const PDF_IMPORT_LIMITS = { bytes: 300 * 1024 * 1024, pages: 400 } as const;

export const importStateSchema = z.enum(['waiting', 'running', 'done', 'failed']);
export type ImportState = z.infer<typeof importStateSchema>;

/** Why an import stopped, each with the words the desk shows. */
export const IMPORT_FAILURES = {
  protected: 'This PDF is protected by a password; export it again without one',
  damaged: 'This file is damaged or is not a PDF; export it again from the layout program',
  empty: 'This PDF has no pages',
  tooManyPages: `This PDF has more than ${PDF_IMPORT_LIMITS.pages} pages; split it into issues of ${PDF_IMPORT_LIMITS.pages} pages or fewer`,
  noPageRead: 'No page of this PDF could be read; export it again from the layout program',
  /** Said of a finished import: its draft holds what could be saved. */
  damagedPartly:
    'This PDF is damaged: the draft issue holds the pages that could be read. Check it against the print file, then keep it or delete it and import a sound export',
} as const;
export type ImportFailure = keyof typeof IMPORT_FAILURES;

/** The upload's own refusals, before any job exists. */
export const IMPORT_UPLOAD_MESSAGES = {
  notPdf: 'This file is not a PDF. Choose the PDF exported for print.',
  tooLarge: `This PDF is larger than ${PDF_IMPORT_LIMITS.bytes / 1024 / 1024} MB; export it with smaller images`,
  noFile: 'Choose a PDF to import.',
} as const;

/** An import job as the desk reads it (`GET /api/admin/issue-imports/{id}`). */
export const importJobSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  fileBytes: z.number().int().nonnegative(),
  state: importStateSchema,
  pageCount: z.number().int().nonnegative().optional(),
  pagesDone: z.number().int().nonnegative(),
  failedPages: z.array(z.number().int().positive()),
  /** Seconds left by the pace of the pages so far; absent until a page is done. */
  secondsLeft: z.number().nonnegative().optional(),
  title: z.string().optional(),
  contents: z.array(contentsEntrySchema),
  failure: z.enum(Object.keys(IMPORT_FAILURES) as [ImportFailure, ...ImportFailure[]]).optional(),
  /** The words for `failure`. */
  message: z.string().optional(),
  issueId: z.number().int().positive().optional(),
  /** True when the same file was uploaded before and this is that import. */
  duplicate: z.boolean().optional(),
  createdAt: z.string(),
});
export type WireImportJob = z.output<typeof importJobSchema>;

/** "Page 37 of 120": how the desk names the import's progress. */
export const importProgress = (done: number, total: number): string => `Page ${done} of ${total}`;
