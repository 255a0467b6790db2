/**
 * Changes to a published blog, vlog or issue that editors saved without publishing them: the item
 * as it will be, kept beside the live one (which readers keep getting) until an editor publishes or
 * drops them. At most one per item.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { DeskKind } from '../../contract/desk.ts';

export const WORKING_COPIES_SCHEMA = `
  CREATE TABLE IF NOT EXISTS working_copies (
    kind TEXT NOT NULL,
    item_id TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (kind, item_id)
  );
`;

export interface WorkingCopies {
  find<T>(kind: DeskKind, id: string): T | undefined;
  keep(kind: DeskKind, id: string, value: object): void;
  /** Drops the item's unpublished changes; true when there were some. */
  drop(kind: DeskKind, id: string): boolean;
}

export function createWorkingCopies(db: DatabaseSync): WorkingCopies {
  const find = db.prepare('SELECT data FROM working_copies WHERE kind = ? AND item_id = ?');
  const keep = db.prepare(
    'INSERT INTO working_copies (kind, item_id, data) VALUES (?, ?, ?) ON CONFLICT (kind, item_id) DO UPDATE SET data = excluded.data',
  );
  const drop = db.prepare('DELETE FROM working_copies WHERE kind = ? AND item_id = ?');
  return {
    find: <T>(kind: DeskKind, id: string) => {
      const row = find.get(kind, id);
      return row ? (JSON.parse(String(row.data)) as T) : undefined;
    },
    keep: (kind, id, value) => void keep.run(kind, id, JSON.stringify(value)),
    drop: (kind, id) => Number(drop.run(kind, id).changes) > 0,
  };
}
