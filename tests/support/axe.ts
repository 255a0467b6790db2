/**
 * One axe scan for every spec: WCAG 2.2 AA and best-practice rules over the page as it is now,
 * reporting violations only.
 *
 * axe-core runs in the page itself, put there once per document: a scan then costs a few hundred
 * milliseconds, where `@axe-core/playwright` injects axe again for every scan and finishes each one
 * in a new blank page, several seconds apiece on two busy cores.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { DRAW_ALL_ATTRIBUTE } from '../../src/scripts/draw-all.ts';

/** Each template is scanned at both: its layout follows the width without a reload. */
export const AXE_VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Each violation as `rule: target, target…`, so a failure names what to fix; [] when there is none.
 * Every block is drawn first, as a reader scrolling down meets it: undrawn text has no background
 * for axe to measure its contrast against.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  await page.evaluate((name) => document.documentElement.setAttribute(name, ''), DRAW_ALL_ATTRIBUTE);
  return page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe-core did not load into the page');
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Violations only: axe then skips the details of every node that passes, most of a scan.
      resultTypes: ['violations'],
      // The one frame a page can hold is the video player of another site, opened by a click.
      iframes: false,
    });
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, AXE_TAGS);
}
