/**
 * `npm test`: lint, unit tests, end-to-end tests and typecheck. Every step runs even when an earlier
 * one fails; the last line sums the tests (a failed lint or typecheck counts as one failure).
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseApiEnv, spawnAuthEmulator, waitForAuthEmulator } from '../stack/auth-emulator.ts';
import { ensureChromium } from '../stack/chromium.ts';
import {
  binPath,
  runCaptured,
  runSideBySide,
  stopAll,
  type Captured,
  type SideBySideScript,
} from '../stack/processes.ts';
import { stackAuth } from '../stack/stack-options.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';

const reportDir = join(PROJECT_ROOT, '.data', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
// Owner-only, as the API makes it: .data/ also holds the database (docs/security.md).
mkdirSync(reportDir, { recursive: true, mode: 0o700 });

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const stepTimes: string[] = [];
const runStarted = Date.now();

function seconds(since: number): string {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

function step(name: string, script: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  stepTimes.push(`${name} ${seconds(started)}`);
  if (!ok) failedSteps.push(name);
  return ok;
}

/** Runs a Node script beside the runner, its output kept to be printed whole once it ends. */
function runScript(script: string, args: string[], priority = 0): Promise<Captured> {
  return runCaptured(process.execPath, [script, ...args], { priority });
}

/** Steps that each keep one core busy (ESLint and Prettier run single-threaded), on two cores. */
async function checksSideBySide(checks: SideBySideScript[]): Promise<void> {
  const results = await runSideBySide(checks);
  checks.forEach(({ name }, index) => {
    const { ok, seconds: took } = results[index] ?? { ok: false, seconds: 0 };
    stepTimes.push(`${name} ${took} s`);
    if (!ok) {
      failedSteps.push(name);
      failed += 1;
    }
  });
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function check(name: string, script: string, args: string[]): void {
  if (!step(name, script, args)) failed += 1;
}

/** A nice value: the drawing takes the cores only when the steps beside it leave them idle. */
const BACKGROUND_PRIORITY = 10;

/**
 * Draws the seed's images in a process of its own, at a low priority, while Chromium is found and
 * lint, format and the unit tests run, which leave the cores idle now and then. Otherwise the
 * end-to-end stack's API draws them on its first start (about 40 s on two cores) before the first
 * build can begin. Answers what it printed; should it fail, the API draws what is missing.
 */
async function drawSeedImages(): Promise<string> {
  const script = join(PROJECT_ROOT, 'tests', 'support', 'draw-seed-images.ts');
  const { ok, output } = await runScript(script, [], BACKGROUND_PRIORITY);
  const printed = output.toString().trim();
  return ok ? printed : `${printed}\nDrawing the seed's images stopped.`;
}

const seedImages = drawSeedImages();

/**
 * One auth emulator for the unit and the end-to-end tests, on the end-to-end stack's address (which
 * finds it there and leaves it running): each start of the emulator costs about 12 CPU-seconds. It
 * starts beside lint and format, and is named to the unit tests as Firebase's own tools name one.
 */
const e2eAuth = stackAuth('e2e');
const sharedAuth = spawnAuthEmulator(e2eAuth, true);
Object.assign(process.env, firebaseApiEnv(e2eAuth));

// Found at once when the machine has one; installed beside lint, format and the unit tests when not.
const chromium = ensureChromium('tests').then(
  (path) => {
    console.log(`Chromium: ${path}`);
    return path;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    failedSteps.push('chromium');
    return undefined;
  },
);

await checksSideBySide([
  { name: 'lint (eslint)', script: binPath('eslint', 'bin/eslint.js'), args: ['.'] },
  { name: 'format (prettier)', script: binPath('prettier', 'bin/prettier.cjs'), args: ['--check', '.'] },
]);

try {
  await waitForAuthEmulator(e2eAuth, sharedAuth);
} catch (error) {
  // The unit tests that sign in, and the end-to-end stack, then say what is missing.
  console.error(error instanceof Error ? error.message : error);
}

const unitReport = join(reportDir, 'unit.json');
// Files, and the tests in each, run in a shuffled order, so a test that leans on what an earlier one
// left fails here. The seed is in the step's name, printed before and after: UNIT_TEST_SEED replays it.
const unitSeed = Number(process.env.UNIT_TEST_SEED) || randomInt(1, 1_000_000);
const unitOk = step(`unit tests (vitest, shuffled with seed ${unitSeed})`, binPath('vitest', 'vitest.mjs'), [
  'run',
  '--sequence.shuffle',
  `--sequence.seed=${unitSeed}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
const unit = readJson(unitReport);
if (unit) {
  passed += Number(unit.numPassedTests ?? 0);
  failed += Number(unit.numFailedTests ?? 0);
  if (!unitOk && Number(unit.numFailedTests ?? 0) === 0) failed += 1;
} else if (!unitOk) failed += 1;

console.log(`\n${await seedImages}`);

const chromiumPath = await chromium;
if (chromiumPath) {
  const e2eReport = join(reportDir, 'e2e.json');
  const e2eOk = step(
    'end-to-end tests (playwright)',
    binPath('@playwright/test', 'cli.js'),
    ['test', '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromiumPath,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    },
  );
  const stats = readJson(e2eReport)?.stats as Record<string, number> | undefined;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if (!e2eOk && (stats.unexpected ?? 0) === 0) failed += 1;
  } else if (!e2eOk) failed += 1;
} else {
  failed += 1;
}

// After the end-to-end build, which has written the content types already: no second sync.
check('typecheck', join(PROJECT_ROOT, 'scripts', 'typecheck.ts'), ['--no-sync']);

await stopAll();

console.log(`\nTook ${seconds(runStarted)}: ${stepTimes.join(', ')}`);
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedSteps.length === 0 ? 0 : 1);
