/**
 * The API's data is readers' and subscribers' (favourites, e-mail addresses, recorded mails), so
 * no other user of the machine may read it: folders the API creates for it are the owner's only
 * (0700), and the SQLite database and its side files are the owner's only (0600), whatever the
 * umask. SQLite gives the write-ahead log and shared-memory files it creates the database file's
 * mode, so a database file made 0600 before SQLite opens it keeps them private too.
 */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The files SQLite keeps beside a database: the write-ahead log, its index, a rollback journal. */
export const SQLITE_SIDE_FILE_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

/** Creates `dir` and any missing parents for the owner only; an existing folder keeps its mode. */
export function createPrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

function chmodIfPresent(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Makes the database and whichever side files exist readable by the owner only. */
export function restrictDatabaseFiles(file: string): void {
  for (const path of [file, ...SQLITE_SIDE_FILE_SUFFIXES.map((suffix) => `${file}${suffix}`)]) {
    chmodIfPresent(path, PRIVATE_FILE_MODE);
  }
}

/**
 * Opens the SQLite database at `file`, creating its folder (0700) and the file (0600) when missing,
 * and making files left by an earlier run, which may have been readable by all, the owner's only.
 */
export function openPrivateDatabase(file: string): DatabaseSync {
  createPrivateFolder(dirname(file));
  // An empty file is an empty database: made here, it has its mode before SQLite creates side files.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  restrictDatabaseFiles(file);
  return new DatabaseSync(file);
}

/** Makes an existing folder the owner's only: for the project's own data folder, made 0755 by earlier versions. */
export function restrictFolder(dir: string): void {
  chmodIfPresent(dir, PRIVATE_FOLDER_MODE);
}
