/** Readers' favourites, saves and reading progress in PostgreSQL. */
import type { Sql } from 'postgres';
import type { SavedContentType } from '../../../contract/schemas.ts';
import type { PersonalStore } from '../storage.ts';
import { locked } from './locked.ts';
import { LOCK_CLASSES } from './migrate.ts';

type Row = Record<string, unknown>;

export function personalOf(sql: Sql, schema: string): PersonalStore {
  // One reader's toggles take turns, so two quick clicks (or two instances) cannot both add.
  const toggle = (userId: string, remove: (tx: Sql) => Promise<number>, add: (tx: Sql) => Promise<unknown>) =>
    locked(sql, [LOCK_CLASSES.readers, `${schema} ${userId}`], async (tx) => {
      const removed = (await remove(tx)) > 0;
      if (!removed) await add(tx);
      return !removed;
    });
  const progressRow = (row: Row) => ({
    issueId: String(row.issue_id),
    page: Number(row.page),
    updatedMs: Number(row.updated_ms),
  });
  return {
    isFavourite: async (userId, itemId) =>
      (await sql`SELECT 1 FROM favourites WHERE user_id = ${userId} AND item_id = ${itemId}`).length > 0,
    toggleFavourite: (userId, itemId, nowMs) =>
      toggle(
        userId,
        async (tx) => (await tx`DELETE FROM favourites WHERE user_id = ${userId} AND item_id = ${itemId}`).count,
        (tx) => tx`INSERT INTO favourites (user_id, item_id, created_ms) VALUES (${userId}, ${itemId}, ${nowMs})`,
      ),
    unfavourite: async (userId, itemId) => {
      await sql`DELETE FROM favourites WHERE user_id = ${userId} AND item_id = ${itemId}`;
    },
    listFavourites: async (userId) =>
      (
        await sql`SELECT item_id, created_ms FROM favourites WHERE user_id = ${userId} ORDER BY created_ms DESC, item_id`
      ).map((row) => ({ itemId: String(row.item_id), createdMs: Number(row.created_ms) })),
    isSaved: async (userId, type, id) =>
      (await sql`SELECT 1 FROM saved WHERE user_id = ${userId} AND content_type = ${type} AND content_id = ${id}`)
        .length > 0,
    toggleSaved: (userId, type, id, nowMs) =>
      toggle(
        userId,
        async (tx) =>
          (await tx`DELETE FROM saved WHERE user_id = ${userId} AND content_type = ${type} AND content_id = ${id}`)
            .count,
        (tx) =>
          tx`INSERT INTO saved (user_id, content_type, content_id, created_ms) VALUES (${userId}, ${type}, ${id}, ${nowMs})`,
      ),
    unsave: async (userId, type, id) => {
      await sql`DELETE FROM saved WHERE user_id = ${userId} AND content_type = ${type} AND content_id = ${id}`;
    },
    listSaved: async (userId) =>
      (
        await sql`SELECT content_type, content_id, created_ms FROM saved WHERE user_id = ${userId}
                  ORDER BY created_ms DESC, content_id`
      ).map((row) => ({
        contentType: String(row.content_type) as SavedContentType,
        contentId: String(row.content_id),
        createdMs: Number(row.created_ms),
      })),
    progress: {
      record: async (userId, issueId, page, updatedMs) => {
        await sql`
          INSERT INTO reading_progress (user_id, issue_id, page, updated_ms) VALUES (${userId}, ${issueId}, ${page}, ${updatedMs})
          ON CONFLICT (user_id, issue_id) DO UPDATE SET page = excluded.page, updated_ms = excluded.updated_ms
          WHERE excluded.updated_ms >= reading_progress.updated_ms`;
        const [row] =
          await sql`SELECT issue_id, page, updated_ms FROM reading_progress WHERE user_id = ${userId} AND issue_id = ${issueId}`;
        return progressRow(row as Row);
      },
      list: async (userId) =>
        (
          await sql`SELECT issue_id, page, updated_ms FROM reading_progress WHERE user_id = ${userId}
                    ORDER BY updated_ms DESC, issue_id`
        ).map(progressRow),
    },
  };
}
