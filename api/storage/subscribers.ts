/**
 * Newsletter subscribers. The address is the primary key, so however many requests race to add
 * one address, SQLite keeps one row and exactly one insert reports a change.
 */
import type { DatabaseSync } from 'node:sqlite';

export const SUBSCRIBERS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS subscribers (
    email TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
  );
`;

export interface SubscriberStore {
  /** Adds a normalised address; false when it was already there. */
  add(email: string, at: Date): boolean;
  list(): { email: string; createdAt: string }[];
}

export function createSubscriberStore(db: DatabaseSync): SubscriberStore {
  const insert = db.prepare('INSERT INTO subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING');
  const list = db.prepare('SELECT email, created_at FROM subscribers ORDER BY created_at, email');
  return {
    add: (email, at) => Number(insert.run(email, at.toISOString()).changes) === 1,
    list: () => list.all().map((row) => ({ email: String(row.email), createdAt: String(row.created_at) })),
  };
}
