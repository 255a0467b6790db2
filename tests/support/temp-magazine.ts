/** A database and media directory of their own for each test, removed afterwards. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../api/storage/db.ts';
import type { MagazineDb } from '../../api/storage/db.ts';
import { insertWire, wireContent } from '../../api/seed/seed.ts';
import type { SeedContent } from '../../api/seed/seed-content.ts';

export interface TempMagazine {
  dir: string;
  dbFile: string;
  mediaDir: string;
  db: MagazineDb;
  cleanup(): void;
}

export function openTempMagazine(): TempMagazine {
  const dir = mkdtempSync(join(tmpdir(), 'serendib-api-test-'));
  const dbFile = join(dir, 'magazine.sqlite');
  const mediaDir = join(dir, 'media');
  mkdirSync(mediaDir);
  const db = openDatabase(dbFile);
  return {
    dir,
    dbFile,
    mediaDir,
    db,
    cleanup: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stores content without drawing images, for tests that only read the database. */
export function storeWithoutImages(db: MagazineDb, content: SeedContent): void {
  const wire = wireContent(content);
  db.transaction(() => insertWire(db, wire));
}
