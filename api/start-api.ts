/**
 * Starts the magazine API: opens the database, lets the caller prepare it (a production start
 * only reports what it holds; a local stack seeds the demo, api/seed/seeded-server.ts), then serves
 * it over HTTP until SIGINT or SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chooseEditorToken } from './admin/editor-token-file.ts';
import { firebaseAccountAuth } from './accounts/account-auth.ts';
import { createApi } from './app.ts';
import { EDITOR_TOKEN_FILE, readConfig, type ApiConfig } from './config.ts';
import { DEVELOPMENT_SWITCH } from '../contract/local-defaults.ts';
import { describeStorage, openStorage } from './storage/open-storage.ts';
import { apiRequestListener } from './http/node-listener.ts';
import { keepServingThroughStrayErrors } from './http/stray-errors.ts';
import type { MagazineStorage } from './storage/storage.ts';

/** Readies the opened database before the API serves it, and says in one line what it did. */
export type PrepareStorage = (db: MagazineStorage, config: ApiConfig) => Promise<string>;

/** What a start that adds nothing logs: the catalogue as found, and how demo content would come. */
export async function describeUnseededStart(db: MagazineStorage): Promise<string> {
  const { items, issues } = await db.counts();
  return (
    `Not seeded (a production start never adds demo content; npm run api:seed -- --demo does): ` +
    `the catalogue has ${items} items and ${issues} issues`
  );
}

export async function serveApi(prepare: PrepareStorage = describeUnseededStart): Promise<void> {
  let config: ApiConfig;
  try {
    config = readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The database first: a SQLite one creates its folder (often also the media's parent) for the owner only.
  let db;
  try {
    db = await openStorage(config);
  } catch (error) {
    console.error(`Cannot open ${describeStorage(config)}:`, error instanceof Error ? error.message : error);
    process.exit(1);
  }
  mkdirSync(config.mediaDir, { recursive: true });
  const closeDatabases = () => db.close();

  try {
    console.log(await prepare(db, config));
  } catch (error) {
    console.error('Preparing the database failed:', error);
    await closeDatabases();
    process.exit(1);
  }

  const editor = chooseEditorToken(config.editorToken, config.development, EDITOR_TOKEN_FILE);
  const accounts = { auth: firebaseAccountAuth(config.firebaseProjectId) };
  const api = createApi({
    db,
    mediaDir: config.mediaDir,
    settings: { ...config, editorToken: editor.token },
    accounts,
    // The newsletter's sending process opens the same database.
    storage: config,
  });
  // From here on one request's fault must not end everyone's: a start that fails still exits above.
  keepServingThroughStrayErrors();
  const server = createServer(apiRequestListener(api.app, db, api));
  server.listen(config.port, config.host, () => {
    const info = server.address() as AddressInfo;
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    console.log(`API ready at http://${host}:${info.port}/api (storage: ${describeStorage(config)})`);
    if (config.development) {
      console.log(
        `Development features on (${DEVELOPMENT_SWITCH}): the local mail sink, the auth emulator, demo- projects`,
      );
      console.log(`Mails sent to the local sink: http://${host}:${info.port}/api/dev/mails`);
    }
    const authSource = config.authEmulatorHost ? `the auth emulator at ${config.authEmulatorHost}` : 'Firebase';
    console.log(`Accounts: project ${config.firebaseProjectId}, tokens checked with ${authSource}`);
    console.log(editor.note);
    if (config.rebuildHook) console.log(`Rebuild hook: ${config.rebuildHook.url}`);
  });

  server.on('error', (error) => {
    console.error(`Cannot serve on ${config.host}:${config.port}:`, error.message);
    void closeDatabases().finally(() => process.exit(1));
  });

  let stopping = false;
  function stop(signal: string): void {
    // A second Ctrl+C means "now", even if a client still holds a connection open.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping the API`);
    server.close(() => {
      void closeDatabases().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => {
      void closeDatabases().finally(() => process.exit(0));
    }, 5000).unref();
  }

  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
