/**
 * `npm run test:postgres`: the API's tests on PostgreSQL. Starts a PostgreSQL server of its own
 * (tests/support/postgres-server.ts), runs the unit and integration tests that reach the storage
 * with TEST_DATABASE_URL pointing at it (the same tests `npm test` runs on SQLite, and the
 * two-instance tests of tests/postgres/), then stops the server, however the tests ended.
 */
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { binPath } from '../stack/processes.ts';
import { stackPortOffset, TEST_POSTGRES_PORT } from '../stack/ports.ts';
import { startPostgresServer } from '../tests/support/postgres-server.ts';

/** Where the tests that reach the storage live: the API's, the site's API client's and the publish script's. */
const TEST_FOLDERS = [
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
  'publish',
  'tests/postgres',
];

const port = TEST_POSTGRES_PORT + stackPortOffset();
console.log(`Starting PostgreSQL on port ${port}`);
const server = await startPostgresServer(port);
let status: number;
try {
  const url = await server.createDatabase('magazine_tests');
  // `npm run test:postgres -- <paths>` runs only those.
  const paths = process.argv.length > 2 ? process.argv.slice(2) : TEST_FOLDERS;
  const result = spawnSync(process.execPath, [binPath('vitest', 'vitest.mjs'), 'run', ...paths], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, TEST_POSTGRES_ADMIN_URL: server.adminUrl },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
  console.log('PostgreSQL stopped');
}
process.exit(status);
