/**
 * `npm run lighthouse`: starts the stack on ports of its own (a fresh database, builds in
 * .data/lighthouse-site), runs Lighthouse in mobile emulation over the routes of
 * bench/lighthouse-budget.ts, prints the four scores per route and exits non-zero when a
 * route misses the budget. Reports are kept in .data/lighthouse/ for a closer look.
 *
 *   npm run lighthouse                     the listed routes, three runs each (the median counts)
 *   npm run lighthouse -- /about /vlogs    these routes instead
 *   npm run lighthouse -- --runs 1         one run each (or LIGHTHOUSE_RUNS=1)
 *   npm run lighthouse -- --trace          also keeps each route's median run's trace (and the key's
 *                                          time span's), to open in the browser's Performance panel
 *   npm run lighthouse -- --reader-key     only the reader after a key press (below), or with the
 *                                          routes named beside it
 *
 * Besides the routes, the newest issue's reader is audited as a person uses it: a key pressed
 * after arrival, which wakes it (bench/lighthouse-flow.ts); its row is "{issue} after a key".
 *
 * Ports: the lighthouse profile of stack/ports.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../stack/chromium.ts';
import {
  auditSettings,
  AUDITED_ROUTES,
  BUDGET,
  budgetFailures,
  CATEGORIES,
  MISSING_PATH,
  READER_FLOW_ROUTE,
  notFoundPageProblems,
  lostPoints,
  medianRun,
  scoresOf,
  scoreTable,
  type AuditSettings,
  type LighthouseResult,
  type Scores,
  unscoredCategories,
} from './lighthouse-budget.ts';
import { auditReaderAfterKey, type FlowAudit } from './lighthouse-flow.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { stackOptions } from '../stack/stack-options.ts';
import { stopOnSignal } from '../stack/processes.ts';
import { startStack, type RunningStack } from '../stack/stack.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsArg >= 0 ? process.argv[runsArg + 1] : (process.env.LIGHTHOUSE_RUNS ?? 3)) || 3);
const keepTraces = process.argv.includes('--trace');
const readerKey = process.argv.includes('--reader-key');
const routesGiven = process.argv.slice(2).some((arg) => arg.startsWith('/'));
const reportDir = join(PROJECT_ROOT, '.data', 'lighthouse');
const databaseDir = join(tmpdir(), `magazine-lighthouse-${process.pid}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function apiOf(stack: RunningStack) {
  return async (path: string) => {
    const response = await fetch(`${stack.apiUrl}${path}`);
    if (!response.ok) throw new Error(`${stack.apiUrl}${path} answered ${response.status}`);
    return response.json();
  };
}

async function routesToAudit(stack: RunningStack): Promise<string[]> {
  if (readerKey && !routesGiven) return [];
  const fromArgs = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (fromArgs.length > 0) return fromArgs;
  const api = apiOf(stack);
  return Promise.all(AUDITED_ROUTES.map((route) => (typeof route === 'string' ? route : route.resolve(api))));
}

interface Audited {
  lhr: LighthouseResult;
  trace: unknown;
}

async function audit(url: string, port: number, settings: AuditSettings): Promise<Audited> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    skipAudits: settings.skipAudits,
    ignoreStatusCode: settings.ignoreStatusCode,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const unscored = unscoredCategories(lhr);
  if (unscored.length > 0) throw new Error(`Lighthouse gave ${url} no ${unscored.join(' or ')} score`);
  return { lhr, trace: result.artifacts.Trace };
}

/**
 * A run Lighthouse could not record (on a busy machine it sometimes loses the trace's start, or a
 * category's gatherer fails) is tried once more before the whole audit stops.
 */
async function auditOnceMore(url: string, port: number, settings: AuditSettings): Promise<Audited> {
  try {
    return await audit(url, port, settings);
  } catch (error) {
    console.log(`  ${error instanceof Error ? error.message : String(error)}; trying once more`);
    return audit(url, port, settings);
  }
}

const fileName = (route: string) =>
  `${route
    .replace(/^\/$/, 'home')
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '_')}`;

let stack: RunningStack | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
stopOnSignal(async () => {
  chrome?.kill();
  await stack?.stop();
});
try {
  mkdirSync(databaseDir, { recursive: true });
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  stack = await startStack(
    stackOptions('lighthouse', join(PROJECT_ROOT, '.data', 'lighthouse-site'), {
      apiDb: join(databaseDir, 'magazine.sqlite'),
    }),
  );
  const routes = await routesToAudit(stack);
  chrome = await chromeLauncher.launch({
    chromePath: await ensureChromium(),
    chromeFlags: ['--headless=new', '--disable-gpu', '--no-first-run', ...(isRoot ? ['--no-sandbox'] : [])],
  });

  const rows: { route: string; scores: Scores }[] = [];
  for (const route of routes) {
    const attempts: { scores: Scores; value: Audited }[] = [];
    const settings = auditSettings(route);
    for (let run = 0; run < runs; run += 1) {
      const audited = await auditOnceMore(`${stack.siteUrl}${route}`, chrome.port, settings);
      attempts.push({ scores: scoresOf(audited.lhr), value: audited });
    }
    const { scores, value: median } = medianRun(attempts);
    const value = median.lhr;
    writeFileSync(join(reportDir, `${fileName(route)}.json`), JSON.stringify(value));
    if (keepTraces) writeFileSync(join(reportDir, `${fileName(route)}.trace.json`), JSON.stringify(median.trace));
    rows.push({ route, scores });
    const failures = budgetFailures(scores);
    const all = attempts.map((attempt) => attempt.scores.performance).join(', ');
    console.log(`${route}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')} (performance runs: ${all})`);
    for (const reason of settings.reasons) console.log(`  ${reason}`);
    if (new URL(route, stack.siteUrl).pathname === MISSING_PATH) {
      const answer = await fetch(`${stack.siteUrl}${route}`);
      for (const problem of notFoundPageProblems(answer.headers.get('content-type'), await answer.text())) {
        failed = true;
        console.log(`  under budget: ${problem}`);
      }
    }
    for (const failure of failures) {
      failed = true;
      const category = CATEGORIES.find((id) => failure.startsWith(`${id} `));
      console.log(`  under budget: ${failure}`);
      for (const lost of category ? lostPoints(value, category) : []) console.log(`    - ${lost}`);
    }
  }
  if (!routesGiven || readerKey) {
    const route = await READER_FLOW_ROUTE.resolve(apiOf(stack));
    const attempts: { scores: Scores; value: FlowAudit }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const audited = await auditReaderAfterKey(`${stack.siteUrl}${route}`, chrome.port);
      attempts.push({ scores: audited.scores, value: audited });
    }
    const { scores, value } = medianRun(attempts);
    const label = `${route} after a key`;
    const { trace, ...report } = value;
    writeFileSync(join(reportDir, `${fileName(route)}_after_a_key.json`), JSON.stringify(report));
    if (keepTraces) writeFileSync(join(reportDir, `${fileName(route)}_after_a_key.trace.json`), JSON.stringify(trace));
    rows.push({ route: label, scores });
    const all = attempts.map((attempt) => attempt.scores.performance).join(', ');
    console.log(`${label}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')} (performance runs: ${all})`);
    for (const failure of budgetFailures(scores)) {
      failed = true;
      console.log(`  under budget: ${failure}`);
      const category = CATEGORIES.find((id) => failure.startsWith(`${id} `));
      const result = category === 'performance' ? value.timespan : value.snapshot;
      for (const lost of category ? lostPoints(result, category) : []) console.log(`    - ${lost}`);
    }
  }
  console.log(`\n${scoreTable(rows)}`);
  const limits = CATEGORIES.map((id) => `${id} ≥ ${BUDGET[id]}`).join(', ');
  console.log(failed ? `\nSome routes miss the budget (${limits}).` : `\nEvery route meets the budget (${limits}).`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  chrome?.kill();
  await stack?.stop();
  rmSync(databaseDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
