/**
 * A seed issue made the way editors make one: its pages printed to a PDF (cover, a contents page
 * whose lines link to the stories, each story in two columns, an outline naming each page), then
 * imported through the issue-import pipeline, in its own process, as an upload from the desk would
 * be. The issue keeps the seed's id, dates and words around the pages the import made. The same
 * pages print the same bytes, so a second seed finds the import done and draws nothing again.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredIssue } from '../storage/db.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { importedIssue } from '../issue-import/imported-issue.ts';
import type { ImportJob, ImportPageRow } from '../issue-import/import-jobs.ts';
import { importFile, importRunner } from '../issue-import/import-runner.ts';
import { defaultImportsDir } from '../issue-import/issue-imports.ts';
import { printIssuePdf, type PrintedPage } from './issue-pdf.ts';
import { issuePageTexts } from './to-wire.ts';
import type { SeedIssue } from './types.ts';

/** Who the audit log and the import list name for the seed's import. */
const SEED_EDITOR = 'seed';

/** The seed issue's pages as a layout program would print them. */
export function printedPages(issue: SeedIssue): PrintedPage[] {
  const [cover, ...inner] = issuePageTexts(issue);
  const pages: PrintedPage[] = [{ headline: cover?.headline, body: cover?.body, bookmark: issue.title }];
  inner.forEach((text, index) => {
    const isContents = issue.pages[index]?.section === 'Contents';
    pages.push({
      headline: text.headline,
      standfirst: text.standfirst,
      body: isContents ? [] : text.body,
      columns: isContents ? 1 : 2,
      bookmark: isContents ? undefined : text.headline,
      links: isContents
        ? inner.slice(index + 1).map((later, at) => ({ label: later.headline, to: index + at + 3 }))
        : undefined,
    });
  });
  return pages;
}

/**
 * Runs the import and answers its pages once the job is recorded as done; the job names the seed
 * issue as the one it made.
 */
function awaitImport(
  db: MagazineStorage,
  mediaDir: string,
  importsDir: string,
  jobId: number,
  issueId: number,
): Promise<ImportPageRow[]> {
  return new Promise((resolve, reject) => {
    let made: ImportPageRow[] | undefined;
    const runner = importRunner({
      jobs: db.importJobs,
      mediaDir,
      importsDir,
      makeIssue: async (_job: ImportJob, pages: ImportPageRow[]) => {
        made = pages;
        return issueId;
      },
      onChange: (id) => {
        void db.importJobs.find(id).then((job) => {
          if (job?.state === 'done' && made) resolve(made);
          if (job?.state === 'failed') reject(new Error(`The seed's print PDF could not be imported: ${job.failure}`));
        }, reject);
      },
    });
    runner.enqueue(jobId);
  });
}

/** The stored issue with the pages, words, links and contents of its imported print PDF. */
export async function issueFromPrint(
  db: MagazineStorage,
  mediaDir: string,
  stored: StoredIssue,
  issue: SeedIssue,
): Promise<StoredIssue> {
  const pdf = await printIssuePdf(printedPages(issue), { title: issue.title, madeAt: new Date(issue.createdAt) });
  const fileHash = createHash('sha256').update(pdf).digest('hex');
  const importsDir = defaultImportsDir(mediaDir);
  const earlier = await db.importJobs.findByHash(fileHash);
  let pages: ImportPageRow[];
  let job: ImportJob;
  if (earlier?.state === 'done' && (await picturesKept(db, mediaDir, earlier.id))) {
    job = earlier;
    pages = await db.importJobs.pages(earlier.id);
  } else {
    job = await db.importJobs.create(
      { fileName: `serendib-luxe-${issue.id}-print.pdf`, fileHash, fileBytes: pdf.length, editor: SEED_EDITOR },
      new Date(),
    );
    await mkdir(importsDir, { recursive: true, mode: 0o700 });
    await writeFile(importFile(importsDir, job.id), pdf, { mode: 0o600 });
    pages = await awaitImport(db, mediaDir, importsDir, job.id, Number(stored.id));
    job = (await db.importJobs.find(job.id)) ?? job;
  }
  const made = await importedIssue(mediaDir, job, pages);
  return {
    ...stored,
    ...made,
    title: stored.title,
    coverImage: made.pages[0],
    pageCount: made.pages.length,
    pageAlts: undefined,
  };
}

async function picturesKept(db: MagazineStorage, mediaDir: string, jobId: number): Promise<boolean> {
  const pages = await db.importJobs.pages(jobId);
  return pages.every(
    (page) => page.image === undefined || existsSync(join(mediaDir, ...page.image.split('/').slice(2))),
  );
}
