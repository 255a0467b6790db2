import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printIssuePdf, type PrintedPage } from '../seed/issue-pdf.ts';
import { openImportJobStore } from '../storage/import-jobs.ts';
import type { ImportJob, ImportPageRow } from './import-jobs.ts';
import { importFile, importRunner } from './import-runner.ts';
import { PAGES_PER_OPENING } from './import-pages.ts';

const folder = mkdtempSync(join(tmpdir(), 'import-runner-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const serial = <T>(work: () => T): Promise<T> => Promise.resolve().then(work);

function setUp(name: string) {
  const root = join(folder, name);
  const importsDir = join(root, 'imports');
  const mediaDir = join(root, 'media');
  mkdirSync(importsDir, { recursive: true });
  const jobs = openImportJobStore(join(root, 'magazine.db'), serial);
  const made: { job: ImportJob; pages: ImportPageRow[] }[] = [];
  const changes: number[] = [];
  const runner = importRunner({
    jobs,
    mediaDir,
    importsDir,
    // The issue itself is the desk's to make; here the runner's hand-over is what is checked.
    makeIssue: async (job, pages) => {
      made.push({ job, pages });
      return 40 + made.length;
    },
    onChange: (id) => changes.push(id),
  });
  return { jobs, runner, importsDir, mediaDir, made, changes };
}

const story = (n: number): PrintedPage => ({
  headline: `Story ${n}`,
  body: [`The words of story ${n}.`],
  bookmark: `Story ${n}`,
});

/**
 * Each import starts a process at a lower priority, which loads pdf.js, the canvas and sharp: on a
 * busy machine that alone takes many seconds, so these tests wait minutes rather than fail.
 */
const IMPORT_WAIT_MS = 240_000;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  await expect.poll(async () => done(await read()), { timeout: IMPORT_WAIT_MS }).toBe(true);
  return read();
}

describe('importRunner', { timeout: IMPORT_WAIT_MS + 30_000 }, () => {
  it('imports every page in its own process, records each, and hands the pages over once', async () => {
    const { jobs, runner, importsDir, mediaDir, made } = setUp('whole');
    const job = await jobs.create({ fileName: 'march.pdf', fileHash: 'a1', fileBytes: 1, editor: 'token' }, new Date());
    writeFileSync(importFile(importsDir, job.id), await printIssuePdf([story(1), story(2), { picture: '#224466' }]));
    runner.enqueue(job.id);
    const finished = await waitFor(
      () => jobs.find(job.id),
      (found) => found?.state === 'done',
    );
    expect(finished).toMatchObject({ state: 'done', pageCount: 3, pagesDone: 3, failedPages: [], issueId: 41 });
    expect(finished?.contents.map((entry) => entry.title)).toEqual(['Story 1', 'Story 2']);
    expect(made).toHaveLength(1);
    const pages = made[0]?.pages ?? [];
    expect(pages.map((page) => page.text?.headline ?? null)).toEqual(['Story 1', 'Story 2', null]);
    for (const page of pages) {
      const file = join(mediaDir, ...(page.image ?? '').replace('/media/', '').split('/'));
      expect(statSync(file).size).toBeGreaterThan(0);
      expect(existsSync(file.replace('1000x1300', '2000x2600'))).toBe(true);
      expect(existsSync(file.replace('1000x1300', '200x260'))).toBe(true);
    }
    runner.stop();
    jobs.close();
  });

  it('reads a file longer than one opening takes, each page with its words and its links', async () => {
    const { jobs, runner, importsDir, made } = setUp('long');
    const job = await jobs.create({ fileName: 'long.pdf', fileHash: 'a3', fileBytes: 1, editor: 'token' }, new Date());
    const count = PAGES_PER_OPENING + 3;
    const printed = Array.from({ length: count }, (_, index) => story(index + 1));
    // The last page's link turns back to the first: a link across openings of the file.
    printed[count - 1] = { ...story(count), links: [{ label: 'Back to the cover', to: 1 }] };
    writeFileSync(importFile(importsDir, job.id), await printIssuePdf(printed));
    runner.enqueue(job.id);
    const finished = await waitFor(
      () => jobs.find(job.id),
      (found) => found?.state === 'done',
    );
    expect(finished).toMatchObject({ state: 'done', pageCount: count, pagesDone: count, failedPages: [] });
    const pages = made[0]?.pages ?? [];
    expect(pages.map((page) => page.text?.headline)).toEqual(printed.map((page) => page.headline));
    expect(pages.at(-1)?.links).toEqual([expect.objectContaining({ page: 1 })]);
    runner.stop();
    jobs.close();
  });

  it('names a protected PDF, and a file with no PDF in it, as failed without making an issue', async () => {
    const { jobs, runner, importsDir, made } = setUp('refused');
    const locked = await jobs.create(
      { fileName: 'locked.pdf', fileHash: 'b1', fileBytes: 1, editor: 'token' },
      new Date(),
    );
    writeFileSync(importFile(importsDir, locked.id), await printIssuePdf([story(1)], { password: 'secret' }));
    const broken = await jobs.create(
      { fileName: 'broken.pdf', fileHash: 'b2', fileBytes: 1, editor: 'token' },
      new Date(),
    );
    writeFileSync(importFile(importsDir, broken.id), '%PDF-1.7\nnot really');
    runner.enqueue(locked.id);
    runner.enqueue(broken.id);
    const second = await waitFor(
      () => jobs.find(broken.id),
      (found) => found?.state === 'failed',
    );
    expect(second?.failure).toBe('damaged');
    expect((await jobs.find(locked.id))?.failure).toBe('protected');
    expect(made).toHaveLength(0);
    runner.stop();
    jobs.close();
  });

  it('keeps the pages a file cut short still holds, names the one cut through, and says the file was damaged', async () => {
    const { jobs, runner, importsDir, made } = setUp('cut-short');
    const job = await jobs.create({ fileName: 'cut.pdf', fileHash: 'd1', fileBytes: 1, editor: 'token' }, new Date());
    const whole = Buffer.from(await printIssuePdf([1, 2, 3, 4].map(story)));
    // Cut inside the last page's drawing, as a copy that stopped early is: the page tree and the
    // catalog, written at the end, are lost with it.
    const cutAt = whole.lastIndexOf('endstream') - 20;
    writeFileSync(importFile(importsDir, job.id), whole.subarray(0, cutAt));
    runner.enqueue(job.id);
    const finished = await waitFor(
      () => jobs.find(job.id),
      (found) => found?.state === 'done' || found?.state === 'failed',
    );
    expect(finished).toMatchObject({ state: 'done', failure: 'damagedPartly', pageCount: 4, failedPages: [4] });
    const pages = made[0]?.pages ?? [];
    expect(pages.slice(0, 3).map((page) => page.text?.headline)).toEqual(['Story 1', 'Story 2', 'Story 3']);
    expect(pages[3]).toMatchObject({ page: 4, failure: expect.stringContaining('damaged') });
    runner.stop();
    jobs.close();
  });

  it('resumes a job cut off by a restart after its last recorded page', async () => {
    const { jobs, runner, importsDir, made } = setUp('resumed');
    const job = await jobs.create({ fileName: 'long.pdf', fileHash: 'c1', fileBytes: 1, editor: 'token' }, new Date());
    writeFileSync(importFile(importsDir, job.id), await printIssuePdf([1, 2, 3, 4, 5, 6].map(story)));
    runner.enqueue(job.id);
    await waitFor(
      () => jobs.find(job.id),
      (found) => (found?.pagesDone ?? 0) >= 2,
    );
    runner.stop();
    const cut = await jobs.find(job.id);
    expect(cut?.state).toBe('running');
    const recorded = (await jobs.pages(job.id)).map((page) => page.page);

    // A new runner, as the API makes at its next start.
    const again = importRunner({
      jobs,
      mediaDir: join(folder, 'resumed', 'media'),
      importsDir,
      makeIssue: async (finished, pages) => {
        made.push({ job: finished, pages });
        return 7;
      },
    });
    await again.resumeUnfinished();
    const finished = await waitFor(
      () => jobs.find(job.id),
      (found) => found?.state === 'done',
    );
    expect(finished?.pagesDone).toBe(6);
    expect(made[0]?.pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6]);
    // The pages recorded before the cut were not imported again: their started run began after them.
    expect(finished?.runStartPages).toBeGreaterThanOrEqual(recorded.length);
    again.stop();
    jobs.close();
  });
});
