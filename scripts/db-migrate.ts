/** `npm run db:migrate`: brings the API's database up to date without starting the API. */
import { readStoragePaths } from '../api/config.ts';
import { describeStorage, openStorage } from '../api/storage/open-storage.ts';

const config = readStoragePaths();
try {
  // Opening applies what is missing: PostgreSQL's migrations, or the SQLite file's own schema.
  const db = await openStorage(config);
  await db.close();
  console.log(`${describeStorage(config)} is up to date`);
} catch (error) {
  console.error(`Migrating ${describeStorage(config)} failed:`, error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
