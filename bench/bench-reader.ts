/**
 * `npm run bench:reader`: the reader's budgets (READER_BUDGETS), measured on a stack of its own with a
 * generated 120-page issue: how soon the first page shows (painted as plain HTML), how soon the book is
 * ready once a reader reaches for it (the pointer over the page, which wakes the reader's code on a
 * first visit), how many page images are fetched before the first turn, and how much JavaScript
 * (gzip) the reader page loads once woken. Prints the figures and exits
 * with 1 when one is over budget. Ports: the benchReader profile of stack/ports.ts.
 */
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { openDatabase } from '../api/storage/db.ts';
import { READER_BUDGETS } from './goals.ts';
import { longIssue } from '../tests/support/long-issue.ts';
import { findChromium, INSTALL_HINT } from '../stack/chromium.ts';
import { stopAll, stopOnSignal } from '../stack/processes.ts';
import { createPublisher } from '../publishing/publisher.ts';
import { stackOptions } from '../stack/stack-options.ts';
import { serveSite, siteSettings, startApi } from '../stack/stack.ts';

const RUNS = 3;
const LONG_ISSUE_ID = '120';
const SETTLE_MS = 1000;

interface Run {
  /** From the pointer reaching the page to the book's first page drawn by page-flip. */
  firstPageMs: number;
  coverPaintMs: number;
  pageImages: number;
  scripts: { url: string; gzipBytes: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes: number) => bytes / 1024;

/** Puts a 120-page issue, older than the others, into the stack's database before the build. */
function addLongIssue(databaseFile: string): void {
  const db = openDatabase(databaseFile);
  try {
    const base = db.findIssue(1);
    if (!base) throw new Error('The seeded database has no issue 1 to repeat');
    db.insertIssue({
      ...longIssue(base),
      id: LONG_ISSUE_ID,
      title: 'The Long Read',
      createdAt: '2020-01-01T00:00:00.000Z',
      date: 'January 2020',
    });
  } finally {
    db.close();
  }
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let pageImages = 0;
  const scripts: Run['scripts'] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/media/issues/')) pageImages += 1;
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'load' });
  // The cover as the page arrived, before the reach: the book the reader's code draws after it is
  // a later paint of its own.
  const coverPaintMs = await page.evaluate(
    () =>
      new Promise<number>((resolvePaint) =>
        new PerformanceObserver((list) => resolvePaint(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
  await page.locator('.issue-fallback img').first().hover();
  const reachedAt = await page.evaluate(() => performance.now());
  const firstPage = await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('.stf__block img');
      return image?.complete && image.naturalWidth > 0 ? performance.now() : undefined;
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
  const firstPageMs = Number(await firstPage.jsonValue()) - reachedAt;
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  return { firstPageMs, coverPaintMs, pageImages, scripts };
}

async function main(): Promise<number> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(`No Chromium. ${INSTALL_HINT}`);
    return 1;
  }
  const work = mkdtempSync(join(tmpdir(), 'magazine-bench-'));
  stopOnSignal(() => rmSync(work, { recursive: true, force: true }));
  const options = stackOptions('benchReader', work, { apiDb: join(work, 'magazine.sqlite') });
  const siteDir = join(work, 'site');
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    const apiUrl = await startApi(options);
    addLongIssue(options.apiDb as string);
    console.log('Building the site with a 120-page issue…');
    await createPublisher({ cacheDir: options.cacheDir, env: siteSettings(options, apiUrl), quiet: true }).build(
      siteDir,
      'none',
    );
    server = await serveSite(options, siteDir);
    browser = await chromium.launch({ executablePath, args: ['--disable-gpu', '--no-sandbox'] });
    const url = `${options.siteUrl}/magazines/${LONG_ISSUE_ID}`;
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, url));

    const [first] = runs;
    const scripts = first?.scripts ?? [];
    const pageScript = kb(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
    const readerScript = kb(
      scripts.filter((script) => /IssueReader|page-flip/.test(script.url)).reduce((sum, s) => sum + s.gzipBytes, 0),
    );
    const results = [
      [
        'book ready, from the pointer reaching the page (median)',
        median(runs.map((run) => run.firstPageMs)),
        READER_BUDGETS.firstPageMs,
        'ms',
      ],
      [
        'cover painted, largest paint (median)',
        median(runs.map((run) => run.coverPaintMs)),
        READER_BUDGETS.firstPageMs,
        'ms',
      ],
      [
        'page images before the first turn (most)',
        Math.max(...runs.map((run) => run.pageImages)),
        READER_BUDGETS.imagesBeforeFirstFlip,
        '',
      ],
      ['JavaScript of the reader page, gzip', pageScript, READER_BUDGETS.pageScriptGzipKb, 'KB'],
      ['  of which the reader and page-flip', readerScript, READER_BUDGETS.readerScriptGzipKb, 'KB'],
    ] as const;
    console.log(`\nReader budgets, /magazines/${LONG_ISSUE_ID} (120 pages), ${RUNS} cold loads at 1280x900:`);
    let over = false;
    for (const [name, value, budget, unit] of results) {
      const ok = value <= budget;
      over ||= !ok;
      console.log(
        `  ${ok ? 'ok  ' : 'OVER'} ${name}: ${value.toFixed(unit === 'KB' ? 1 : 0)} ${unit} (budget ${budget} ${unit})`,
      );
    }
    console.log('\nScripts (gzip):');
    for (const script of scripts) console.log(`  ${kb(script.gzipBytes).toFixed(1).padStart(6)} KB  ${script.url}`);
    return over ? 1 : 0;
  } finally {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
