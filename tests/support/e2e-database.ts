/** The end-to-end stack's SQLite file, opened for one piece of work (a story published after the build, then removed). */
import { openDatabase, type MagazineDb } from '../../api/storage/db.ts';
import { E2E_STACK } from './e2e-stack.ts';

export function withE2eDatabase<T>(work: (db: MagazineDb) => T): T {
  const db = openDatabase(E2E_STACK.apiDb ?? '');
  try {
    return work(db);
  } finally {
    db.close();
  }
}
