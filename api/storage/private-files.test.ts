import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';
import { openPersonalStore } from './personal-lists.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'serendib-modes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** The database and the side files of WAL mode, which exist while a connection is open. */
const databaseFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

/** Runs `work` with the process umask set to `mask` (0: nothing is cut from a new file's mode). */
function withUmask<T>(mask: number, work: () => T): T {
  const before = process.umask(mask);
  try {
    return work();
  } finally {
    process.umask(before);
  }
}

describe('the database files', () => {
  it('are made for the owner only, in a folder made for the owner only, whatever the umask', () => {
    const folder = join(dir, 'data', 'nested');
    const file = join(folder, 'magazine.sqlite');
    const db = withUmask(0, () => openDatabase(file));
    try {
      db.subscribers.add('reader@example.com', new Date());
      expect(modeOf(join(dir, 'data'))).toBe(0o700);
      expect(modeOf(folder)).toBe(0o700);
      expect(databaseFiles(file).map(modeOf)).toEqual([0o600, 0o600, 0o600]);
    } finally {
      db.close();
    }
  });

  it('are made the owner’s only when an earlier version left them readable by all', () => {
    const file = join(dir, 'magazine.sqlite');
    // As an earlier version left them: a connection still open in WAL mode, every file 0644.
    const earlier = new DatabaseSync(file);
    try {
      earlier.exec('PRAGMA journal_mode = WAL');
      earlier.exec('CREATE TABLE earlier (x)');
      for (const path of databaseFiles(file)) chmodSync(path, 0o644);
      const db = openDatabase(file);
      try {
        expect(databaseFiles(file).map(modeOf)).toEqual([0o600, 0o600, 0o600]);
      } finally {
        db.close();
      }
    } finally {
      earlier.close();
    }
  });

  it('are made for the owner only by the readers’ store too, opened first', () => {
    const file = join(dir, 'fresh', 'magazine.sqlite');
    const store = withUmask(0, () => openPersonalStore(file));
    try {
      store.toggleFavourite('reader-uid', 'tea-country-mornings', Date.now());
      expect(modeOf(join(dir, 'fresh'))).toBe(0o700);
      expect(databaseFiles(file).map(modeOf)).toEqual([0o600, 0o600, 0o600]);
    } finally {
      store.close();
    }
  });

  it('leave the mode of a folder that already existed alone', () => {
    const shared = join(dir, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o750);
    openDatabase(join(shared, 'magazine.sqlite')).close();
    expect(modeOf(shared)).toBe(0o750);
  });
});
