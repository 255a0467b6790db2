/**
 * Starts the local magazine API: opens (and on first start seeds) the database, then serves
 * it over HTTP until SIGINT or SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db.ts';
import { describeSeedReport } from './seed/describe-report.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = readConfig();
mkdirSync(dirname(config.dbFile), { recursive: true });
mkdirSync(config.mediaDir, { recursive: true });
const db = openDatabase(config.dbFile);

try {
  console.log(describeSeedReport(await seedIfEmpty(db, config.mediaDir)));
} catch (error) {
  console.error('Seeding failed:', error);
  db.close();
  process.exit(1);
}

const server = serve(
  {
    fetch: createApp({ db, mediaDir: config.mediaDir, settings: config }).fetch,
    hostname: config.host,
    port: config.port,
  },
  (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    console.log(`API ready at http://${host}:${info.port}/api`);
    if (config.devRoutes) console.log(`Mails sent to the local sink: http://${host}:${info.port}/api/dev/mails`);
  },
);

server.on('error', (error) => {
  console.error(`Cannot serve on ${config.host}:${config.port}:`, error.message);
  db.close();
  process.exit(1);
});

let stopping = false;
function stop(signal: string): void {
  // A second Ctrl+C means "now", even if a client still holds a connection open.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: stopping the API`);
  server.close(() => {
    db.close();
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    db.close();
    process.exit(0);
  }, 5000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
