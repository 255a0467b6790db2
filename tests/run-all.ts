/**
 * `npm test`: lint, unit tests, end-to-end tests and typecheck. Every step runs even when an earlier
 * one fails; the last line sums the tests (a failed lint or typecheck counts as one failure).
 *
 * The end-to-end tests wait on the stack and the browser more than they compute, and leave much of
 * a 2-core machine idle. Lint, format and the unit tests run beside them at a lower priority, so
 * they take only the time the browser tests leave over; their output follows the end-to-end
 * tests' own. The typecheck comes last: it reads the content types the end-to-end build generates.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../stack/chromium.ts';
import { binPath } from '../stack/processes.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';

const reportDir = join(PROJECT_ROOT, '.data', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
// Owner-only, as the API makes it: .data/ also holds the database (docs/security.md).
mkdirSync(reportDir, { recursive: true, mode: 0o700 });

/** Lower than the end-to-end tests, higher than nothing: background steps still finish on a busy machine. */
const BACKGROUND_NICENESS = 10;

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const stepTimes: string[] = [];
const runStarted = Date.now();

function seconds(since: number): string {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

interface Step {
  name: string;
  script: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs `node <script>`; a background step writes its output to a log (printed later) and runs
 * at a lower priority, a foreground step writes to the terminal.
 */
function run(step: Step, log?: string): Promise<boolean> {
  const started = Date.now();
  const child = spawn(process.execPath, [step.script, ...step.args], {
    cwd: PROJECT_ROOT,
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (log) {
    // Set before the child has loaded anything, so every process it starts inherits the priority.
    if (child.pid) setPriority(child.pid, BACKGROUND_NICENESS);
    const out = createWriteStream(log, { flags: 'a' });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      stepTimes.push(`${step.name} ${seconds(started)}`);
      if (code !== 0) failedSteps.push(step.name);
      resolve(code === 0);
    });
  });
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

let chromiumPath: string | undefined;
try {
  chromiumPath = ensureChromium('tests');
  console.log(`Chromium: ${chromiumPath}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failedSteps.push('chromium');
}

const unitReport = join(reportDir, 'unit.json');
const backgroundLog = join(reportDir, 'lint-format-unit.log');

async function lintFormatAndUnitTests(): Promise<void> {
  if (!(await run({ name: 'lint (eslint)', script: binPath('eslint', 'bin/eslint.js'), args: ['.'] }, backgroundLog)))
    failed += 1;
  const formatStep = {
    name: 'format (prettier)',
    script: binPath('prettier', 'bin/prettier.cjs'),
    args: ['--check', '.'],
  };
  if (!(await run(formatStep, backgroundLog))) failed += 1;
  const unitOk = await run(
    {
      name: 'unit tests (vitest)',
      script: binPath('vitest', 'vitest.mjs'),
      args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    },
    backgroundLog,
  );
  const unit = readJson(unitReport);
  if (unit) {
    passed += Number(unit.numPassedTests ?? 0);
    failed += Number(unit.numFailedTests ?? 0);
    if (!unitOk && Number(unit.numFailedTests ?? 0) === 0) failed += 1;
  } else if (!unitOk) failed += 1;
}

async function endToEndTests(): Promise<void> {
  if (!chromiumPath) {
    failed += 1;
    return;
  }
  const e2eReport = join(reportDir, 'e2e.json');
  console.log('\n▶ end-to-end tests (playwright), with lint, format and unit tests beside them');
  const e2eOk = await run({
    name: 'end-to-end tests (playwright)',
    script: binPath('@playwright/test', 'cli.js'),
    args: ['test', '--reporter=list,json'],
    env: { CHROMIUM_PATH: chromiumPath, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  const stats = readJson(e2eReport)?.stats as Record<string, number> | undefined;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if (!e2eOk && (stats.unexpected ?? 0) === 0) failed += 1;
  } else if (!e2eOk) failed += 1;
}

await Promise.all([lintFormatAndUnitTests(), endToEndTests()]);
console.log('\n▶ lint (eslint), format (prettier) and unit tests (vitest)');
try {
  process.stdout.write(readFileSync(backgroundLog, 'utf8'));
} catch {
  console.log('(no output)');
}

console.log('\n▶ typecheck (astro check)');
if (
  !(await run({
    name: 'typecheck (astro check)',
    script: binPath('astro', 'bin/astro.mjs'),
    args: ['check', '--noSync'],
  }))
)
  failed += 1;

console.log(`\nTook ${seconds(runStarted)}: ${stepTimes.join(', ')}`);
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedSteps.length === 0 ? 0 : 1);
