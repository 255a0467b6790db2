/**
 * The API as local stacks start it (`npm start`, `npm run dev`, `npm run api`, the end-to-end tests
 * and the benchmarks): with development features on, an empty database is seeded with the demo
 * magazine and missing demo images are drawn before it serves. With them off it starts as a
 * deployment does (api/server.ts) and adds nothing.
 */
import { describeUnseededStart, serveApi } from '../start-api.ts';
import { describeSeedReport } from './describe-report.ts';
import { seedIfEmpty } from './seed.ts';

await serveApi(async (db, config) =>
  config.development ? describeSeedReport(await seedIfEmpty(db, config.mediaDir)) : describeUnseededStart(db),
);
