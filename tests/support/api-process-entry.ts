/**
 * The API app served by node:http in a process of its own, as api/server.ts serves it, over a
 * temporary magazine (SQLite, or PostgreSQL under `npm run test:postgres`) and without seeding, so
 * it starts in a second: the same app, listener and safety net for stray errors. Says
 * `API ready at <url>` once it listens; SIGTERM closes it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/app.ts';
import { apiRequestListener } from '../../api/http/node-listener.ts';
import { keepServingThroughStrayErrors } from '../../api/http/stray-errors.ts';
import { openTempMagazine } from './temp-magazine.ts';

const magazine = await openTempMagazine();
const app = createApp({
  db: magazine.db,
  mediaDir: magazine.mediaDir,
  settings: { editorToken: process.env.EDITOR_TOKEN },
});
keepServingThroughStrayErrors();
const server = createServer(apiRequestListener(app, magazine.db));
server.listen(0, '127.0.0.1', () => {
  console.log(`API ready at http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  console.log(`Media in ${magazine.mediaDir}`);
});
process.on('SIGTERM', () => {
  server.close(() => void magazine.cleanup().finally(() => process.exit(0)));
  server.closeIdleConnections();
});
