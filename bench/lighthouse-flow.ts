/**
 * The flipbook reader as a person uses it, for `npm run lighthouse`: a Lighthouse user flow that
 * opens the newest issue, presses "=" (which wakes the reader and zooms) and waits for the book,
 * measuring that time span, then takes a snapshot of the reader as it is then. Its performance is
 * the time span's (blocking time, layout shifts and the key's interaction), its other scores the
 * snapshot's; the arrival itself is audited with the other routes.
 *
 * The flow drives the page through puppeteer-core, the browser driver Lighthouse itself runs on
 * and installs, connected to the same Chromium.
 */
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CATEGORIES, type LighthouseResult, type Scores } from './lighthouse-budget.ts';

/** What the reader is waited for after the key: the zoom the key asked for, and page-flip's book. */
const KEY = '=';
const ZOOMED = '120%';
const BOOK_DRAWN = '.reader-book[data-state="read"]';
const WAIT_MS = 60_000;

export interface FlowAudit {
  scores: Scores;
  /** The time span's result (performance) and the snapshot's (the other categories). */
  timespan: LighthouseResult;
  snapshot: LighthouseResult;
  /** The time span's trace, to open in the browser's Performance panel (`--trace`). */
  trace: unknown;
}

const score = (result: LighthouseResult, id: (typeof CATEGORIES)[number]) =>
  Math.round((result.categories[id]?.score ?? 0) * 100);

export async function auditReaderAfterKey(url: string, port: number): Promise<FlowAudit> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page as never);
    // The arrival is audited with the routes; here it only brings the page as a person finds it.
    await flow.navigate(url, { name: 'arrival', onlyCategories: ['performance'] });
    await flow.startTimespan({ name: `"${KEY}" pressed`, onlyCategories: ['performance'] });
    await page.keyboard.press(KEY);
    await page.waitForSelector(BOOK_DRAWN, { timeout: WAIT_MS });
    await page.waitForFunction(
      (zoomed: string) => document.querySelector('.reader-controls__zoom')?.textContent === zoomed,
      { timeout: WAIT_MS },
      ZOOMED,
    );
    await flow.endTimespan();
    await flow.snapshot({
      name: 'the reader after the key',
      onlyCategories: CATEGORIES.filter((id) => id !== 'performance'),
    });
    const { steps } = await flow.createFlowResult();
    const trace = flow.createArtifactsJson().gatherSteps[1]?.artifacts.Trace;
    const timespan = steps[1]?.lhr as unknown as LighthouseResult | undefined;
    const snapshot = steps[2]?.lhr as unknown as LighthouseResult | undefined;
    if (!timespan || !snapshot) throw new Error(`Lighthouse's flow over ${url} gave no result`);
    if (timespan.runtimeError)
      throw new Error(`Lighthouse could not measure the key: ${timespan.runtimeError.message}`);
    return {
      scores: {
        performance: score(timespan, 'performance'),
        accessibility: score(snapshot, 'accessibility'),
        'best-practices': score(snapshot, 'best-practices'),
        seo: score(snapshot, 'seo'),
      },
      timespan,
      snapshot,
      trace,
    };
  } finally {
    await page.close().catch(() => undefined);
    await browser.disconnect();
  }
}
