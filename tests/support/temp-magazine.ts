/**
 * A database and media directory of their own for each test, removed afterwards. The engine is
 * SQLite (a file in a temporary folder) unless TEST_DATABASE_URL names a PostgreSQL server, as
 * `npm run test:postgres` does: then each magazine is a schema of its own on that server (emptied
 * and handed to a later test when done), so the same tests hold both engines to the same answers.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type MagazineDb } from '../../api/storage/db.ts';
import { openPostgresStorage } from '../../api/storage/postgres/postgres-storage.ts';
import { openSqliteStorage } from '../../api/storage/sqlite-storage.ts';
import type { MagazineStorage, StorageEngine } from '../../api/storage/storage.ts';
import { insertWire, wireContent } from '../../api/seed/seed.ts';
import type { SeedContent } from '../../api/seed/seed-content.ts';

export interface TempMagazine {
  dir: string;
  /** The SQLite file (present only with that engine). */
  dbFile: string;
  mediaDir: string;
  db: MagazineStorage;
  /** A second storage on the same database, as a second instance of the API has; close it yourself. */
  openAnother(): Promise<MagazineStorage>;
  cleanup(): Promise<void>;
}

/** The engine the unit tests run on. */
export function testEngine(env: NodeJS.ProcessEnv = process.env): StorageEngine {
  return env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
}

let schemas = 0;

/** A schema name no other test (in this process or another) uses. */
function freshSchema(): string {
  schemas += 1;
  return `test_${process.pid}_${schemas}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Schemas this process made and no test holds now. Making and migrating a schema takes a second or
 * two; emptying one takes milliseconds, so a test takes a free one and empties it.
 */
const freeSchemas: string[] = [];

/** Every table, in an order TRUNCATE accepts; what the migrations made, whatever a test wrote. */
const TABLES =
  'items, issues, audit_log, authors, subscribers, newsletter_sends, newsletter_editions, mails, favourites, saved, reading_progress, rate_limits, ' +
  'readership_salts, readership_views, readership_searches, readership_daily_site, readership_daily_pages, ' +
  'readership_daily_referrers, readership_daily_stops, readership_rolled_up, front_page';

async function emptySchema(url: string, schema: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => undefined, connection: { search_path: schema } });
  try {
    await admin.unsafe(`TRUNCATE ${TABLES} RESTART IDENTITY`);
  } finally {
    await admin.end();
  }
}

/** A storage of its own on the tests' engine, and what removes it. */
export async function openTestStorage(
  dbFile: string,
): Promise<{ db: MagazineStorage; another: () => Promise<MagazineStorage>; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = openSqliteStorage(dbFile);
    return { db, another: async () => openSqliteStorage(dbFile), drop: () => db.close() };
  }
  const reused = freeSchemas.pop();
  const schema = reused ?? freshSchema();
  if (reused) await emptySchema(url, schema);
  const db = await openPostgresStorage(url, { schema, max: 4 });
  return {
    db,
    another: () => openPostgresStorage(url, { schema, max: 4 }),
    drop: async () => {
      await db.close();
      freeSchemas.push(schema);
    },
  };
}

export async function openTempMagazine(): Promise<TempMagazine> {
  const dir = mkdtempSync(join(tmpdir(), 'serendib-api-test-'));
  const dbFile = join(dir, 'magazine.sqlite');
  const mediaDir = join(dir, 'media');
  mkdirSync(mediaDir);
  const { db, another, drop } = await openTestStorage(dbFile);
  return {
    dir,
    dbFile,
    mediaDir,
    db,
    openAnother: another,
    cleanup: async () => {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stores content without drawing images, for tests that only read the database. */
export async function storeWithoutImages(db: MagazineStorage, content: SeedContent): Promise<void> {
  const wire = wireContent(content);
  await db.transaction((tx) => insertWire(tx, wire));
}

export interface TempSqliteFile {
  dbFile: string;
  /** The SQLite engine's own synchronous handle, for tests of that engine alone. */
  db: MagazineDb;
  cleanup(): void;
}

/** A SQLite file of its own, whatever engine the other tests run on. */
export function openTempSqliteFile(): TempSqliteFile {
  const dir = mkdtempSync(join(tmpdir(), 'serendib-sqlite-test-'));
  const dbFile = join(dir, 'magazine.sqlite');
  const db = openDatabase(dbFile);
  return {
    dbFile,
    db,
    cleanup: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
