import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './stack/chromium.ts';
import { E2E_SITE_URL } from './tests/support/e2e-stack.ts';

/**
 * Specs that run after the first wave (see the projects below). The pattern matches file names
 * only, so a checkout's folder name cannot move a spec between projects.
 */
const SECOND_WAVE = /\/(fresh-items|publishing|cdn|xss|desk-[^/]*)\.spec\.ts$/;

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Chromium from the machine (see stack/chromium.ts); never a download at test time. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: a test often waits (the network falling quiet, a rebuild), and a third
  // worker fills that time. On a fresh checkout the end-to-end step took 299 s with three, 320 s
  // with two (27 November 2026, this 2-core machine).
  workers: 3,
  // A safety net, not a measure: a spec that visits ten pages on a busy 2-core machine needs more than 30 s.
  timeout: 90_000,
  // Expectations that wait for the stack (a sign-in, a search, an API answer) get 15 s, not the
  // default 5 s that a busy 2-core machine can outlast. A passing expectation waits no longer.
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: '.data/test-results',
  use: {
    baseURL: E2E_SITE_URL,
    // Recording a trace films every action (the browser encodes frames, the worker writes them):
    // a quarter of the run's CPU when kept for every test. Only a retry records one, so a test that
    // fails in CI (one retry there) leaves its trace; locally, add `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findChromium('tests'),
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: SECOND_WAVE },
    // Publishes items to the API (and rebuilds the served site, or reads a new item through the CDN
    // emulator), from scripts or the desk: runs once every spec that lists the API's items, or reads
    // the first build, has finished. The XSS corpus reads no site, so it runs here too, on the
    // worker the publishing spec's one-after-another tests leave free.
    {
      name: 'after publishing',
      use: { ...devices['Desktop Chrome'] },
      testMatch: SECOND_WAVE,
      dependencies: ['chromium'],
    },
  ],
});
