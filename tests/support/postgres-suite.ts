/**
 * What `npm run test:postgres` runs on PostgreSQL, and how: the tests that reach the storage, on
 * SQLite in `npm test`, run again with the API's storage on a PostgreSQL server.
 */
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { binPath } from '../../stack/processes.ts';

/** Where the tests that reach the storage live: the API's, the site's API client's and the publish script's. */
export const TEST_FOLDERS = [
  'api',
  'src/lib/api',
  'src/islands/CollectionsPage',
  'src/islands/ContactForm',
  'src/islands/Newsletter',
  'src/islands/PersonalButton',
  'src/islands/ProfilePage',
  'src/islands/SignupForm',
  'src/islands/desk/',
  'src/stores/personal',
  'src/scripts/personal-signed-in',
  'publishing/publish-command',
  'tests/postgres',
];

/**
 * The end-to-end specs (by file name in tests/e2e/) that write through the API: accounts,
 * favourites and saves, reading progress, the newsletter, contact mail, and the editors' desk, whose
 * specs publish and so run after the others. The remaining specs read the seeded content the same
 * way on both engines (and three write to the SQLite file itself).
 */
export const POSTGRES_E2E_SPECS = {
  firstWave: ['accounts', 'account-security', 'contact', 'newsletter', 'reader-continue'],
  afterPublishing: ['desk-access', 'desk-drafts', 'desk-publish', 'desk-authors', 'desk-words', 'desk-front'],
} as const;

/** The Playwright configuration that runs them (the main one, narrowed to these specs). */
export const POSTGRES_E2E_CONFIG = 'tests/support/playwright-postgres.config.ts';

export function runTool(tool: [packageName: string, bin: string], args: string[], env: NodeJS.ProcessEnv): number {
  const result = spawnSync(process.execPath, [binPath(...tool), ...args], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}
