/**
 * `npm run api:seed -- --demo`: adds the demo magazine (invented stories under invented names, and
 * their drawn images) to an empty database, the one the API would open (API_DB, DATABASE_URL,
 * MEDIA_DIR). Without `--demo` it only says what it would add: a deployment's database gets demo
 * content only when someone asks for it by name. A database with content is left as it is.
 */
import { mkdirSync } from 'node:fs';
import { readStoragePaths } from '../config.ts';
import { describeStorage, openStorage } from '../storage/open-storage.ts';
import { describeSeedReport } from './describe-report.ts';
import { seedIfEmpty } from './seed.ts';
import { loadSeedContent } from './seed-content.ts';

const DEMO_FLAG = '--demo';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== DEMO_FLAG);
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}; the one flag is ${DEMO_FLAG}`);
  process.exit(2);
}

const config = readStoragePaths();
const content = await loadSeedContent();
console.log(
  `The demo magazine: ${content.blogs.length} blogs, ${content.vlogs.length} vlogs and ${content.issues.length} ` +
    `issues, invented stories under invented names, with their images; into ${describeStorage(config)} if it is ` +
    `empty, images in ${config.mediaDir}.`,
);
if (!args.includes(DEMO_FLAG)) {
  console.error(`Nothing added. To add it, run again with the flag: npm run api:seed -- ${DEMO_FLAG}`);
  process.exit(1);
}

// The database first: a SQLite one creates its folder (often also the media's parent) for the owner only.
const db = await openStorage(config);
mkdirSync(config.mediaDir, { recursive: true });
try {
  console.log(describeSeedReport(await seedIfEmpty(db, config.mediaDir, content)));
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
