/**
 * Runs issue imports one at a time, each in a process of its own at a lower priority, recording
 * every page in the database as it comes. A job cut off (the API restarted, the process died) starts
 * again after its last recorded page; a page that ends the process twice is named as failed and
 * the job goes on after it. A second upload while one runs waits its turn.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PDF_IMPORT_LIMITS, type ImportFailure } from '../../contract/issue-import.ts';
import type { ImportJob, ImportJobStore, ImportPageRow } from './import-jobs.ts';
import type { ImportMessage } from './import-messages.ts';
import { importFolder } from './import-media.ts';
import { forkRenderer } from './renderer-process.ts';
import type { ImportProcessRequest } from './import-process.ts';

/** How often one page may end the import's process before it is named as failed. */
const CRASHES_PER_PAGE = 2;

const PROCESS_ENTRY = join(import.meta.dirname, 'import-process.ts');

export interface ImportRunnerOptions {
  jobs: ImportJobStore;
  mediaDir: string;
  /** Where uploaded PDFs wait: `<importsDir>/<job id>.pdf`. */
  importsDir: string;
  /** Makes the draft issue from the finished pages; answers its id. Called once per job. */
  makeIssue(job: ImportJob, pages: ImportPageRow[]): Promise<number>;
  /** Told of each page and each end, so the desk may be told without asking. */
  onChange?(jobId: number): void;
}

type RunOutcome = { kind: 'done'; damaged: boolean } | { kind: 'failed'; failure: ImportFailure } | { kind: 'cut' };

export const importFile = (importsDir: string, jobId: number): string => join(importsDir, `${jobId}.pdf`);

export function importRunner(options: ImportRunnerOptions) {
  const { jobs } = options;
  const queue: number[] = [];
  let active: { id: number; child?: ChildProcess } | undefined;
  let stopped = false;

  /** One run of the import process from `fromPage`, its pages recorded in order as they come. */
  function runProcess(job: ImportJob, fromPage: number): Promise<RunOutcome> {
    return new Promise((resolve) => {
      const child = forkRenderer(PROCESS_ENTRY);
      if (active) active.child = child;
      let recorded = Promise.resolve();
      let outcome: RunOutcome = { kind: 'cut' };
      let tooManyPages = false;
      let damaged = false;
      const record = (work: () => Promise<void>): void => {
        recorded = recorded.then(work).then(() => options.onChange?.(job.id));
      };
      child.on('message', (message: ImportMessage) => {
        if (message.type === 'opened') {
          tooManyPages = message.pageCount > PDF_IMPORT_LIMITS.pages;
          damaged = message.damaged;
          const { pageCount, title, contents } = message;
          record(() => jobs.opened(job.id, { pageCount, ...(title ? { title } : {}), contents }));
        } else if (message.type === 'page') {
          const { page } = message;
          record(() => jobs.recordPage(job.id, page));
        } else if (message.type === 'done') {
          outcome = tooManyPages ? { kind: 'failed', failure: 'tooManyPages' } : { kind: 'done', damaged };
        } else {
          outcome = { kind: 'failed', failure: message.failure };
        }
      });
      child.on('error', () => undefined);
      child.on('exit', () => {
        void recorded.then(
          () => resolve(outcome),
          () => resolve({ kind: 'cut' }),
        );
      });
      const request: ImportProcessRequest = {
        file: importFile(options.importsDir, job.id),
        mediaDir: options.mediaDir,
        folder: importFolder(job.id),
        fromPage,
        maxPages: PDF_IMPORT_LIMITS.pages,
      };
      child.send(request);
    });
  }

  async function runJob(id: number): Promise<void> {
    let crashes = 0;
    let damaged: boolean;
    for (;;) {
      const job = await jobs.find(id);
      if (!job || job.state === 'done' || job.state === 'failed' || stopped) return;
      await jobs.started(id, new Date());
      const outcome = await runProcess(job, job.pagesDone + 1);
      if (stopped) return;
      if (outcome.kind === 'failed') {
        await jobs.finish(id, { state: 'failed', failure: outcome.failure }, new Date());
        options.onChange?.(id);
        return;
      }
      if (outcome.kind === 'done') {
        damaged = outcome.damaged;
        break;
      }
      const after = await jobs.find(id);
      crashes = after && after.pagesDone > job.pagesDone ? 1 : crashes + 1;
      if (crashes >= CRASHES_PER_PAGE && after) {
        const page = after.pagesDone + 1;
        await jobs.recordPage(id, {
          page,
          text: null,
          headed: false,
          links: [],
          failure: 'This page could not be drawn',
        });
        crashes = 0;
      }
    }
    const job = await jobs.find(id);
    if (!job) return;
    const pages = await jobs.pages(id);
    if (pages.length === 0 || pages.every((page) => page.failure !== undefined)) {
      await jobs.finish(id, { state: 'failed', failure: 'noPageRead' }, new Date());
    } else {
      const issueId = await options.makeIssue(job, pages);
      await jobs.finish(
        id,
        { state: 'done', issueId, ...(damaged ? { failure: 'damagedPartly' as const } : {}) },
        new Date(),
      );
    }
    options.onChange?.(id);
  }

  async function pump(): Promise<void> {
    if (active || stopped) return;
    const id = queue.shift();
    if (id === undefined) return;
    active = { id };
    try {
      await runJob(id);
    } catch (error) {
      console.error(`Issue import ${id} stopped:`, error instanceof Error ? error.message : error);
    } finally {
      active = undefined;
      void pump();
    }
  }

  return {
    /** Runs the job after those already waiting. */
    enqueue(id: number): void {
      if (active?.id !== id && !queue.includes(id)) queue.push(id);
      void pump();
    },
    /** Takes up the jobs a restart cut off. */
    async resumeUnfinished(): Promise<void> {
      for (const job of await jobs.unfinished()) this.enqueue(job.id);
    },
    /** The job's place in the queue: 0 while it runs, 1 when it is next, undefined when not waiting. */
    position(id: number): number | undefined {
      if (active?.id === id) return 0;
      const index = queue.indexOf(id);
      return index === -1 ? undefined : index + 1;
    },
    /** Ends the running import's process; its job resumes at the next start. */
    stop(): void {
      stopped = true;
      active?.child?.kill('SIGTERM');
    },
  };
}

export type ImportRunner = ReturnType<typeof importRunner>;
