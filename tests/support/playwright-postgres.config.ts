/**
 * `npm run test:postgres`'s end-to-end pass: the main configuration, narrowed to the specs whose
 * journeys write through the API (tests/support/postgres-suite.ts). The desk's specs publish and
 * rebuild the site, so they still wait for the others, as in the main run.
 */
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import base from '../../playwright.config.ts';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { POSTGRES_E2E_SPECS } from './postgres-suite.ts';

const specFiles = (names: readonly string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
const [firstWave, afterPublishing] = base.projects ?? [];

export default defineConfig({
  ...base,
  // The main configuration's paths are relative to the project root, where it lives.
  testDir: join(PROJECT_ROOT, 'tests/e2e'),
  globalSetup: join(PROJECT_ROOT, 'tests/support/e2e-global-setup.ts'),
  outputDir: join(PROJECT_ROOT, '.data/test-results-postgres'),
  projects: [
    { ...firstWave, testIgnore: undefined, testMatch: specFiles(POSTGRES_E2E_SPECS.firstWave) },
    { ...afterPublishing, testMatch: specFiles(POSTGRES_E2E_SPECS.afterPublishing) },
  ],
});
