/**
 * The desk's calls for issues made from print PDFs: the upload (with its progress, which only
 * XMLHttpRequest reports while a body is sent), the job's state, followed until it is done, and one
 * page drawn anew from a PDF.
 */
import { z } from 'zod';
import { importJobSchema, type WireImportJob } from '../../../contract/issue-import.ts';
import { pageReplacementSchema, type PageReplacement } from '../../../contract/page-replacement.ts';
import { postForm } from './client.ts';
import { attempt, DESK_FAILURE_TEXT, parsed, read, type DeskResult } from './desk.ts';
import { API_PATHS, apiBase, apiUrl } from './urls.ts';

const importListSchema = z.object({ imports: z.array(importJobSchema) });

export function fetchImportJob(id: number, token: string): Promise<DeskResult<WireImportJob>> {
  return read(importJobSchema, API_PATHS.adminIssueImport(id), token);
}

/** The latest imports, newest first. */
export async function fetchImportJobs(token: string): Promise<DeskResult<WireImportJob[]>> {
  const answer = await read(importListSchema, API_PATHS.adminIssueImports(), token);
  return answer.ok ? { ok: true, value: answer.value.imports } : answer;
}

/**
 * Sends the PDF (multipart, field `file`); `onProgress` hears the share of it sent, 0 to 1. Answers
 * the new job, or the earlier one for the same file (`duplicate`).
 */
export function uploadIssuePdf(
  file: File,
  token: string,
  onProgress: (sent: number) => void,
): Promise<DeskResult<WireImportJob>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(API_PATHS.adminIssueImports(), apiBase()));
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      const status = request.status;
      resolve(parsed(importJobSchema, { ok: status >= 200 && status < 300, status, body }));
    });
    const unreachable = () => resolve({ ok: false, reason: 'unreachable', message: DESK_FAILURE_TEXT.unreachable });
    request.addEventListener('error', unreachable);
    request.addEventListener('abort', unreachable);
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Sends a PDF to be drawn as page `page` (from 1) of the issue, from page `pdfPage` of the file;
 * answers the new page, which the desk puts in place and saves with the issue.
 */
export function replacePageFromPdf(
  issueId: string,
  page: number,
  file: File,
  pdfPage: number,
  token: string,
): Promise<DeskResult<PageReplacement>> {
  const form = new FormData();
  form.append('file', file);
  return attempt(pageReplacementSchema, () =>
    postForm(API_PATHS.adminPageReplacement(issueId, page, pdfPage), form, { token }),
  );
}
