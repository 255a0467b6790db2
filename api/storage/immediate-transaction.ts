/** Runs `work` in one SQLite write transaction (BEGIN IMMEDIATE): all of it is committed or none. */
import type { DatabaseSync } from 'node:sqlite';

export function inImmediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
