/**
 * The storage the API runs on: PostgreSQL when DATABASE_URL is set, else the SQLite file. Either
 * way the schema is brought up to date before anything is read.
 */
import { openPostgresStorage } from './postgres/postgres-storage.ts';
import { openSqliteStorage } from './sqlite-storage.ts';
import type { MagazineStorage } from './storage.ts';

export interface StorageLocation {
  /** A PostgreSQL connection URL; when set, the SQLite file is not used. */
  databaseUrl: string | undefined;
  dbFile: string;
}

export async function openStorage({ databaseUrl, dbFile }: StorageLocation): Promise<MagazineStorage> {
  return databaseUrl ? openPostgresStorage(databaseUrl) : openSqliteStorage(dbFile);
}

/** Where the storage is, for messages: never the URL's password. */
export function describeStorage({ databaseUrl, dbFile }: StorageLocation): string {
  if (!databaseUrl) return dbFile;
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
