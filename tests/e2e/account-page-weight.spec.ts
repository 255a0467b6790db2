/**
 * Page weight: a signed-out reader's blog, list and about pages ship at most 30 KB of JavaScript
 * (gzip) and never download Firebase or React; the account pages stay within their own budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { createReader, logInThroughPage } from './accounts-support.ts';
import { apiGet } from './pages.ts';
import { E2E_STACK } from './stack-config.ts';

const READER_BUDGET = 30 * 1024;
/** Account pages carry React and (except collections and signup) Firebase auth. */
const ACCOUNT_BUDGET = 160 * 1024;
const FIREBASE_CODE = /FirebaseError|identitytoolkit|@firebase\//;
// Markers of React's own code; chunk file names (`react-dom.x.js`) in a preload list are not code.
const REACT_CODE = /react\.transitional\.element|__reactContainer\$|__reactFiber\$/;

interface Weight {
  gzip: number;
  code: string;
  files: string[];
}

/** Every script the page ran once the network is quiet: files (gzip) and inline modules. */
async function scriptWeight(page: Page, path: string): Promise<Weight> {
  const bodies: { url: string; body: Buffer }[] = [];
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(response.body().then((body) => void bodies.push({ url: response.url(), body })));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const inline = await page
    .locator('script[type="module"]:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  await Promise.all(reads);
  page.off('response', onResponse);
  const all = [...bodies.map((entry) => entry.body.toString('utf8')), ...inline];
  return {
    gzip: all.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
    code: all.join('\n'),
    files: bodies.map((entry) => new URL(entry.url).pathname),
  };
}

test.describe('a signed-out reader', () => {
  test('gets at most 30 KB of JavaScript, without Firebase or React, on blog, list and about pages', async ({
    page,
  }) => {
    const [blog] = await apiGet<{ id: string }[]>('/blogs');
    const [vlog] = await apiGet<{ id: string }[]>('/vlogs');
    for (const path of [`/blogs/${blog?.id}`, `/vlogs/${vlog?.id}`, '/blogs', '/vlogs', '/magazines', '/about']) {
      const weight = await scriptWeight(page, path);
      test.info().annotations.push({ type: 'js-gzip', description: `${path}: ${weight.gzip} B` });
      console.log(`JS gzip ${path} (signed out): ${(weight.gzip / 1024).toFixed(1)} KB`);
      expect(weight.gzip, path).toBeLessThanOrEqual(READER_BUDGET);
      expect(weight.code, path).not.toMatch(FIREBASE_CODE);
      expect(weight.code, path).not.toMatch(REACT_CODE);
    }
  });

  test('sees no favourite or save button', async ({ page }) => {
    const [blog] = await apiGet<{ id: string }[]>('/blogs');
    const [vlog] = await apiGet<{ id: string }[]>('/vlogs');
    for (const path of [`/blogs/${blog?.id}`, `/vlogs/${vlog?.id}`, '/magazines']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: /^(Favourite|Save)$/ })).toHaveCount(0);
    }
  });
});

test('the built blog page imports no Firebase or React code', async () => {
  const [blog] = await apiGet<{ id: string }[]>('/blogs');
  const html = readFileSync(join(E2E_STACK.outDir, 'blogs', blog?.id ?? '', 'index.html'), 'utf8');
  const seen = new Set<string>();
  const code: string[] = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  /** Follows static imports only: what the browser loads before any dynamic import runs. */
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(E2E_STACK.outDir, file), 'utf8');
    code.push(source);
    for (const [, imported] of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w{}\s,*$]+from\s*)?["'](\.\/[^"']+)["']/g)) {
      visit(join('_astro', imported ?? ''));
    }
  };
  for (const [, src] of html.matchAll(/<script type="module" src="\/([^"]+)"/g)) visit(src ?? '');
  expect(seen.size).toBeGreaterThan(0);
  expect(code.join('\n')).not.toMatch(FIREBASE_CODE);
  expect(code.join('\n')).not.toMatch(REACT_CODE);
});

test('account pages stay within their JavaScript budget', async ({ page }) => {
  // A signed-out visit to /profile goes on to /login; what it loads before that is what /profile costs.
  for (const path of ['/login', '/signup', '/forgot-password', '/collections']) {
    const weight = await scriptWeight(page, path);
    test.info().annotations.push({ type: 'js-gzip', description: `${path}: ${weight.gzip} B` });
    console.log(`JS gzip ${path}: ${(weight.gzip / 1024).toFixed(1)} KB`);
    expect(weight.gzip, path).toBeLessThanOrEqual(ACCOUNT_BUDGET);
  }
});

test('the signed-in profile and article pages stay within the account budget', async ({ page }) => {
  await logInThroughPage(page, await createReader('Weighed Reader'));
  // Let the home page finish loading, so none of its scripts is counted for the next page.
  await page.waitForLoadState('networkidle');
  const [blog] = await apiGet<{ id: string }[]>('/blogs');
  for (const path of ['/profile', `/blogs/${blog?.id}`]) {
    const weight = await scriptWeight(page, path);
    console.log(`JS gzip ${path} (signed in): ${(weight.gzip / 1024).toFixed(1)} KB`);
    expect(weight.gzip, path).toBeLessThanOrEqual(ACCOUNT_BUDGET);
    expect(weight.code, path).toMatch(FIREBASE_CODE);
  }
});
