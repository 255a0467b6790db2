/**
 * One API instance for the two-instance tests: the API app on DATABASE_URL, served by node:http
 * on a free port, in a process of its own. Unlike api/server.ts it neither seeds nor draws the
 * seed's images (the test stores its own content first), so two start in seconds.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firebaseAccountAuth } from '../../api/accounts/account-auth.ts';
import { createApp } from '../../api/app.ts';
import { readSettings } from '../../api/settings.ts';
import { apiRequestListener } from '../../api/http/node-listener.ts';
import { openPostgresStorage } from '../../api/storage/postgres/postgres-storage.ts';

const db = await openPostgresStorage(process.env.DATABASE_URL ?? '');
const app = createApp({
  db,
  mediaDir: process.env.MEDIA_DIR ?? '',
  settings: readSettings(process.env),
  // The unit tests' auth emulator (FIREBASE_AUTH_EMULATOR_HOST, inherited from the test).
  accounts: { auth: firebaseAccountAuth(process.env.FIREBASE_PROJECT_ID ?? '') },
});
const server = createServer(apiRequestListener(app, db));
server.listen(0, '127.0.0.1', () => {
  console.log(`API ready at http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
process.on('SIGTERM', () => {
  server.close(() => void db.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
});
