/**
 * The front as editors set it, in the SQLite file: one row per slot (the hero's slides, the pinned
 * issue), each holding its value as JSON. The lead story is not kept here: it is the blog whose
 * `position` is "1", in the items themselves. The same table and backfill as PostgreSQL's
 * migration 0009 (postgres/migrations/0009_front_page.sql), for a file made before them.
 */
import type { DatabaseSync } from 'node:sqlite';
import { LEAD_POSITION } from '../../contract/front-page.ts';

export const FRONT_PAGE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS front_page (
    slot TEXT PRIMARY KEY,
    data TEXT NOT NULL
  );
`;

/** What the front keeps: the hero's ten slides, and the issue editors pinned (its id as a number). */
export type FrontSlot = 'hero' | 'pinned-issue';

export interface FrontPage {
  read<T>(slot: FrontSlot): T | undefined;
  write(slot: FrontSlot, value: unknown): void;
  /** True when there was a value. */
  clear(slot: FrontSlot): boolean;
  /** Every blog at the lead's position, whatever its status: one, or none. */
  leadIds(): string[];
}

/**
 * Issues stored before they had a number and a cover date get them: numbered by their id, dated
 * the month they were made (stored-shapes.ts gives a new issue the same).
 */
export function addCoverFields(db: DatabaseSync): void {
  db.exec(
    `UPDATE issues SET data = json_set(data, '$.issueNumber', id) WHERE json_extract(data, '$.issueNumber') IS NULL`,
  );
  db.exec(
    `UPDATE issues SET data = json_set(data, '$.coverDate', substr(created_at, 1, 7)) WHERE json_extract(data, '$.coverDate') IS NULL`,
  );
}

/**
 * The issue of the month first: the pinned one while it is published, then the newest by cover
 * date (the moment it was made breaks ties), so a correction published to an older issue moves nothing.
 */
export const ISSUE_OF_THE_MONTH_ORDER = `
  coalesce(id = (SELECT CAST(data AS INTEGER) FROM front_page WHERE slot = 'pinned-issue'), 0) DESC,
  json_extract(data, '$.coverDate') DESC, created_at DESC, id DESC`;

export function createFrontPage(db: DatabaseSync, changed: () => void): FrontPage {
  const statements = {
    read: db.prepare('SELECT data FROM front_page WHERE slot = ?'),
    write: db.prepare(
      'INSERT INTO front_page (slot, data) VALUES (?, ?) ON CONFLICT (slot) DO UPDATE SET data = excluded.data',
    ),
    clear: db.prepare('DELETE FROM front_page WHERE slot = ?'),
    leadIds: db.prepare("SELECT id FROM items WHERE type = 'blog' AND position = ? ORDER BY id"),
  };
  return {
    read: <T>(slot: FrontSlot) => {
      const row = statements.read.get(slot);
      return row ? (JSON.parse(String(row.data)) as T) : undefined;
    },
    write: (slot, value) => {
      changed();
      statements.write.run(slot, JSON.stringify(value));
    },
    clear: (slot) => {
      changed();
      return Number(statements.clear.run(slot).changes) > 0;
    },
    leadIds: () => statements.leadIds.all(LEAD_POSITION).map((row) => String(row.id)),
  };
}
