/**
 * `npm run test:postgres`: the API's tests on PostgreSQL. Starts a PostgreSQL server of its own
 * (tests/support/postgres-server.ts), runs the unit and integration tests that reach the storage
 * with TEST_DATABASE_URL pointing at it (the same tests `npm test` runs on SQLite, and the
 * two-instance tests of tests/postgres/), then the end-to-end specs whose journeys write through
 * the API on a stack whose API keeps everything in a fresh database of that server (both lists in
 * tests/support/postgres-suite.ts), then stops the server, however the tests ended.
 */
import { stackPortOffset, TEST_POSTGRES_PORT } from '../stack/ports.ts';
import { startPostgresServer } from '../tests/support/postgres-server.ts';
import { POSTGRES_E2E_CONFIG, POSTGRES_E2E_SPECS, runTool, TEST_FOLDERS } from '../tests/support/postgres-suite.ts';

const port = TEST_POSTGRES_PORT + stackPortOffset();
console.log(`Starting PostgreSQL on port ${port}`);
const server = await startPostgresServer(port);
let status: number;
try {
  const url = await server.createDatabase('magazine_tests');
  // `npm run test:postgres -- <paths>` runs only those unit tests, and no end-to-end spec.
  const only = process.argv.length > 2 ? process.argv.slice(2) : undefined;
  status = runTool(['vitest', 'vitest.mjs'], ['run', ...(only ?? TEST_FOLDERS)], {
    TEST_DATABASE_URL: url,
    TEST_POSTGRES_ADMIN_URL: server.adminUrl,
  });
  if (!only) {
    const e2eUrl = await server.createDatabase('magazine_e2e');
    const specs = [...POSTGRES_E2E_SPECS.firstWave, ...POSTGRES_E2E_SPECS.afterPublishing];
    console.log(`\nEnd-to-end specs on PostgreSQL: ${specs.join(', ')}`);
    const e2eStatus = runTool(['@playwright/test', 'cli.js'], ['test', '--config', POSTGRES_E2E_CONFIG], {
      E2E_DATABASE_URL: e2eUrl,
    });
    status ||= e2eStatus;
  }
} finally {
  await server.stop();
  console.log('PostgreSQL stopped');
}
process.exit(status);
