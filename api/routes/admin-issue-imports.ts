/**
 * `POST /api/admin/issue-imports`: a print PDF (multipart, field `file`) becomes an import job that
 * makes a draft issue in the background; the answer (202) is the job, which the desk follows with
 * `GET /api/admin/issue-imports/{id}` (progress, time left, failed pages) until it is done. The same
 * file sent again answers its earlier import (200, `duplicate: true`) instead of making a second
 * issue; a second file while one imports waits its turn.
 */
import { rename, unlink } from 'node:fs/promises';
import { Hono } from 'hono';
import { IMPORT_FAILURES, type WireImportJob } from '../../contract/issue-import.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import type { ImportJob } from '../issue-import/import-jobs.ts';
import { importFile, type ImportRunner } from '../issue-import/import-runner.ts';
import { readPdfUpload } from '../issue-import/pdf-upload.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { jsonError } from '../http/errors.ts';
import { methodNotAllowedFor } from '../http/routes.ts';

/** Where PDFs are posted; the API's 1 MB body limit leaves this path to the upload's own limit. */
export const ISSUE_IMPORT_PATH = '/api/admin/issue-imports';

/** How many earlier imports the desk's list shows. */
const LISTED_IMPORTS = 20;

/** Seconds left at the pace of the pages done since this run of the job began. */
function secondsLeft(job: ImportJob, now: number): number | undefined {
  if (job.state !== 'running' || !job.pageCount || !job.runStartedAt) return undefined;
  const done = job.pagesDone - (job.runStartPages ?? 0);
  if (done <= 0) return undefined;
  const perPage = (now - Date.parse(job.runStartedAt)) / 1000 / done;
  return Math.max(0, Math.round(perPage * (job.pageCount - job.pagesDone)));
}

export function wireImportJob(job: ImportJob, now: number, duplicate = false): WireImportJob {
  const left = secondsLeft(job, now);
  return {
    id: job.id,
    fileName: job.fileName,
    fileBytes: job.fileBytes,
    state: job.state,
    ...(job.pageCount === undefined ? {} : { pageCount: job.pageCount }),
    pagesDone: job.pagesDone,
    failedPages: job.failedPages,
    ...(left === undefined ? {} : { secondsLeft: left }),
    ...(job.title === undefined ? {} : { title: job.title }),
    contents: job.contents,
    ...(job.failure === undefined ? {} : { failure: job.failure, message: IMPORT_FAILURES[job.failure] }),
    ...(job.issueId === undefined ? {} : { issueId: job.issueId }),
    ...(duplicate ? { duplicate: true } : {}),
    createdAt: job.createdAt,
  };
}

export function adminIssueImportRoutes(
  db: MagazineStorage,
  runner: ImportRunner,
  importsDir: string,
  now: () => number,
): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  routes.post('/issue-imports', async (c) => {
    const upload = await readPdfUpload(c.req.raw, importsDir);
    if (!upload.ok) return jsonError(c, upload.status, upload.error);
    const earlier = await db.importJobs.findByHash(upload.sha256);
    if (earlier) {
      await unlink(upload.file).catch(() => undefined);
      return c.json(wireImportJob(earlier, now(), true), 200);
    }
    const job = await db.importJobs.create(
      { fileName: upload.fileName, fileHash: upload.sha256, fileBytes: upload.bytes, editor: c.get('editor').who },
      new Date(now()),
    );
    await rename(upload.file, importFile(importsDir, job.id));
    runner.enqueue(job.id);
    return c.json(wireImportJob(job, now()), 202);
  });
  routes.get('/issue-imports', async (c) => {
    const jobs = await db.importJobs.list(LISTED_IMPORTS);
    return c.json({ imports: jobs.map((job) => wireImportJob(job, now())) });
  });
  routes.get('/issue-imports/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const job = Number.isSafeInteger(id) && id > 0 ? await db.importJobs.find(id) : undefined;
    if (!job) return jsonError(c, 404, `No import with id "${c.req.param('id')}"`);
    return c.json(wireImportJob(job, now()));
  });
  routes.all('/issue-imports', methodNotAllowedFor('GET, POST'));
  routes.all('/issue-imports/:id', methodNotAllowedFor('GET'));
  return routes;
}
