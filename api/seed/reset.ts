/** Replaces the API database's content with the seed and draws any missing images. */
import { mkdirSync } from 'node:fs';
import { readStoragePaths } from '../config.ts';
import { describeStorage, openStorage } from '../storage/open-storage.ts';
import { describeSeedReport } from './describe-report.ts';
import { reset } from './seed.ts';

const config = readStoragePaths();
// The database first: a SQLite one creates its folder (often also the media's parent) for the owner only.
const db = await openStorage(config);
mkdirSync(config.mediaDir, { recursive: true });
try {
  const report = await reset(db, config.mediaDir);
  console.log(`Reset ${describeStorage(config)}`);
  console.log(describeSeedReport(report));
  console.log(`Media in ${config.mediaDir}`);
} catch (error) {
  console.error('Reset failed:', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
