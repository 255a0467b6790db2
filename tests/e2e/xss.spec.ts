/**
 * The XSS corpus (tests/fixtures/xss-payloads.json, from payloadbox/xss-payload-list) through both
 * article sanitisers, the build's (src/lib/html/sanitize-build.ts, on jsdom) and the browser's
 * (src/lib/html/sanitize-browser.ts, in the page), rendered in Chromium with every element hovered,
 * clicked and focused: no dialog may open and no script may run (tests/support/xss-harness.ts).
 */
import { expect, test } from '@playwright/test';
import { sanitizeInlineHtml } from '../../src/lib/html/sanitize-build.ts';
import { openHarness, renderAndPoke, sanitiseInPage } from '../support/xss-harness.ts';
import { XSS_PAYLOADS } from '../support/xss-corpus.ts';

const payloads = XSS_PAYLOADS;

// Small batches, so the second wave's two workers share them evenly (see playwright.config.ts).
const BATCHES = 8;
const batchSize = Math.ceil(payloads.length / BATCHES);

test('the harness notices script that runs, so the checks below can fail', async ({ page }) => {
  const { dialogs } = await openHarness(page);
  const unsanitised = [
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(2)">click</a>',
    '<b onmouseover=confirm(3)>hover</b>',
    '<script>eval("4")</script>',
  ];
  const found = await renderAndPoke(page, unsanitised, dialogs);
  expect(found.executions).toEqual(
    expect.arrayContaining(['alert(1)', 'navigation to javascript:alert(2)', 'confirm(3)', 'eval(4)']),
  );
  // A dialog from another window (here a frame, which the recorders never reach) is counted too.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<script>alert(5)</script>';
    document.body.append(frame);
  });
  await expect.poll(() => dialogs.length).toBe(1);
});

test('the corpus has at least 300 payloads', () => {
  expect(payloads.length).toBeGreaterThanOrEqual(300);
});

for (let batch = 0; batch < BATCHES; batch += 1) {
  const slice = payloads.slice(batch * batchSize, (batch + 1) * batchSize);
  test(`payloads ${batch * batchSize + 1}–${batch * batchSize + slice.length}, sanitised at build time and in the browser, run nothing`, async ({
    page,
  }) => {
    const { dialogs } = await openHarness(page);
    const built = slice.map((payload) => sanitizeInlineHtml(payload));
    const inBrowser = await sanitiseInPage(page, slice);
    const found = await renderAndPoke(page, [...built, ...inBrowser], dialogs);
    expect(found.poked).toBeGreaterThan(0);
    expect(found.executions).toEqual([]);
    expect(found.dialogs).toEqual([]);
  });
}
