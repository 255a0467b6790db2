/**
 * Page weight, over the end-to-end build: every route within its JavaScript budget
 * (tests/support/page-weight-budgets.ts), a signed-out reader's pages free of React and Firebase,
 * and every image with its size reserved.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { htmlFiles, pageWeight, routeOf, sitePath, weightsByRoute } from '../support/page-weight.ts';
import { budgetOf, budgetProblems, READER_PAGE_KB, SIGNED_IN_BUDGET } from '../support/page-weight-budgets.ts';
import { createReader, logInThroughPage } from '../support/accounts.ts';
import { apiGet, builtPages, TOPIC_ROUTES } from '../support/pages.ts';
import { E2E_DEPLOYED_SITE } from '../support/e2e-stack.ts';

const FIREBASE_CODE = /FirebaseError|identitytoolkit|@firebase\//;
// Markers of React's own code; chunk file names (`react-dom.x.js`) in a preload list are not code.
const REACT_CODE = /react\.transitional\.element|__reactContainer\$|__reactFiber\$/;

test('every route ships JavaScript within its budget, and every budgeted route is built', () => {
  expect(budgetProblems(weightsByRoute(E2E_DEPLOYED_SITE, TOPIC_ROUTES))).toEqual([]);
});

test('a signed-out reader’s built pages load no Firebase or React code before an on-demand import', () => {
  const outDir = E2E_DEPLOYED_SITE;
  const readerPages = htmlFiles(outDir).filter(
    (file) => budgetOf(routeOf(sitePath(outDir, file), TOPIC_ROUTES))?.kb === READER_PAGE_KB,
  );
  expect(readerPages.length).toBeGreaterThan(10);
  const gzipped = new Map<string, number>();
  const offenders = readerPages.filter((file) => {
    const code = pageWeight(outDir, file, { gzipped }).files.map((path) => readFileSync(join(outDir, path), 'utf8'));
    const inline = [...readFileSync(file, 'utf8').matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    const all = [...code, ...inline].join('\n');
    return FIREBASE_CODE.test(all) || REACT_CODE.test(all);
  });
  expect(offenders.map((file) => sitePath(outDir, file))).toEqual([]);
});

test('no image can shift the layout: every img has a width and a height', () => {
  const unsized = builtPages().flatMap(({ file, path }) =>
    [...readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
      .map((tag) => `${path}: ${tag}`),
  );
  expect(unsized).toEqual([]);
});

interface Weight {
  gzip: number;
  code: string;
}

/** Every script the browser ran once the network is quiet: files (gzip) and inline modules. */
async function loadedScripts(page: Page, path: string): Promise<Weight> {
  const bodies: Buffer[] = [];
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(response.body().then((body) => void bodies.push(body)));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const inline = await page
    .locator('script[type="module"]:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  await Promise.all(reads);
  page.off('response', onResponse);
  const all = [...bodies.map((body) => body.toString('utf8')), ...inline];
  return {
    gzip: all.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
    code: all.join('\n'),
  };
}

async function readerPaths(): Promise<string[]> {
  const [blog] = await apiGet<{ id: string }[]>('/blogs');
  const [vlog] = await apiGet<{ id: string }[]>('/vlogs');
  return [
    `/blogs/${blog?.id}`,
    `/vlogs/${vlog?.id}`,
    '/blogs',
    '/vlogs',
    '/magazines',
    ...TOPIC_ROUTES.slice(0, 1),
    '/about',
  ];
}

test.describe('in the browser, a signed-out reader', () => {
  test('downloads no more than the route’s budget, and no Firebase or React', async ({ page }) => {
    for (const path of await readerPaths()) {
      const weight = await loadedScripts(page, path);
      const budget = budgetOf(routeOf(path, TOPIC_ROUTES));
      test.info().annotations.push({ type: 'js-gzip', description: `${path}: ${weight.gzip} B` });
      expect(budget, path).toBeDefined();
      expect(weight.gzip, path).toBeLessThanOrEqual((budget?.kb ?? 0) * 1024);
      expect(weight.code, path).not.toMatch(FIREBASE_CODE);
      expect(weight.code, path).not.toMatch(REACT_CODE);
    }
  });

  test('sees no favourite or save button', async ({ page }) => {
    const [blog, vlog] = await readerPaths();
    for (const path of [blog ?? '', vlog ?? '', '/magazines']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: /^(Favorite|Save)$/ })).toHaveCount(0);
    }
  });
});

test('a signed-in reader’s profile and article stay within the signed-in budget', async ({ page }) => {
  await logInThroughPage(page, await createReader('Weighed Reader'));
  // Let the home page finish loading, so none of its scripts is counted for the next page.
  await page.waitForLoadState('networkidle');
  const [blog] = await readerPaths();
  for (const path of ['/profile', blog ?? '']) {
    const weight = await loadedScripts(page, path);
    test.info().annotations.push({ type: 'js-gzip', description: `${path} (signed in): ${weight.gzip} B` });
    expect(weight.gzip, path).toBeLessThanOrEqual(SIGNED_IN_BUDGET.kb * 1024);
    expect(weight.code, path).toMatch(FIREBASE_CODE);
  }
});
