/**
 * Readers' favourites and saved content, in the magazine's SQLite file but on a connection of
 * their own: the content tables are replaced by a reseed, these rows belong to readers and stay.
 * Rows name content by id only; answers join them with the content at read time. When an editor
 * deletes content, its rows go in the same transaction (`readerListsOfContent`), so the id
 * published again starts in nobody's lists.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { SavedContentType } from '../../contract/schemas.ts';
import { openPrivateDatabase, restrictDatabaseFiles } from './private-files.ts';
import { forgetIssueProgress, readingProgressStore, type ReadingProgressStore } from './reading-progress.ts';

export const PERSONAL_LISTS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS favourites (
    user_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (user_id, item_id)
  );
  CREATE TABLE IF NOT EXISTS saved (
    user_id TEXT NOT NULL,
    content_type TEXT NOT NULL,
    content_id TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (user_id, content_type, content_id)
  );
`;

export interface FavouriteRow {
  itemId: string;
  createdMs: number;
}

export interface SavedRow {
  contentType: SavedContentType;
  contentId: string;
  createdMs: number;
}

export interface PersonalStore {
  isFavourite(userId: string, itemId: string): boolean;
  /** Adds the favourite if absent, removes it if present; answers whether it is now a favourite. */
  toggleFavourite(userId: string, itemId: string, nowMs: number): boolean;
  /** Removes the favourite if present; never adds one. */
  unfavourite(userId: string, itemId: string): void;
  /** Newest first. */
  listFavourites(userId: string): FavouriteRow[];
  isSaved(userId: string, contentType: SavedContentType, contentId: string): boolean;
  toggleSaved(userId: string, contentType: SavedContentType, contentId: string, nowMs: number): boolean;
  /** Removes the save if present; never adds one. */
  unsave(userId: string, contentType: SavedContentType, contentId: string): void;
  /** Newest first. */
  listSaved(userId: string): SavedRow[];
  /** The page each issue was last open at. */
  progress: ReadingProgressStore;
  close(): void;
}

export function openPersonalStore(file: string): PersonalStore {
  const db = openPrivateDatabase(file);
  db.exec('PRAGMA journal_mode = WAL');
  restrictDatabaseFiles(file);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(PERSONAL_LISTS_SCHEMA);

  const statements = {
    findFavourite: db.prepare('SELECT 1 AS found FROM favourites WHERE user_id = ? AND item_id = ?'),
    addFavourite: db.prepare('INSERT INTO favourites (user_id, item_id, created_ms) VALUES (?, ?, ?)'),
    removeFavourite: db.prepare('DELETE FROM favourites WHERE user_id = ? AND item_id = ?'),
    listFavourites: db.prepare(
      'SELECT item_id, created_ms FROM favourites WHERE user_id = ? ORDER BY created_ms DESC, item_id',
    ),
    findSaved: db.prepare('SELECT 1 AS found FROM saved WHERE user_id = ? AND content_type = ? AND content_id = ?'),
    addSaved: db.prepare('INSERT INTO saved (user_id, content_type, content_id, created_ms) VALUES (?, ?, ?, ?)'),
    removeSaved: db.prepare('DELETE FROM saved WHERE user_id = ? AND content_type = ? AND content_id = ?'),
    listSaved: db.prepare(
      'SELECT content_type, content_id, created_ms FROM saved WHERE user_id = ? ORDER BY created_ms DESC, content_id',
    ),
  };

  /** Toggles atomically, so two quick clicks (or two API processes) cannot both add. */
  function toggle(remove: () => number | bigint, add: () => void): boolean {
    db.exec('BEGIN IMMEDIATE');
    try {
      const removed = Number(remove()) > 0;
      if (!removed) add();
      db.exec('COMMIT');
      return !removed;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  return {
    isFavourite: (userId, itemId) => statements.findFavourite.get(userId, itemId) !== undefined,
    toggleFavourite: (userId, itemId, nowMs) =>
      toggle(
        () => statements.removeFavourite.run(userId, itemId).changes,
        () => statements.addFavourite.run(userId, itemId, nowMs),
      ),
    unfavourite: (userId, itemId) => {
      statements.removeFavourite.run(userId, itemId);
    },
    listFavourites: (userId) =>
      statements.listFavourites.all(userId).map((row) => ({
        itemId: String(row.item_id),
        createdMs: Number(row.created_ms),
      })),
    isSaved: (userId, contentType, contentId) => statements.findSaved.get(userId, contentType, contentId) !== undefined,
    toggleSaved: (userId, contentType, contentId, nowMs) =>
      toggle(
        () => statements.removeSaved.run(userId, contentType, contentId).changes,
        () => statements.addSaved.run(userId, contentType, contentId, nowMs),
      ),
    unsave: (userId, contentType, contentId) => {
      statements.removeSaved.run(userId, contentType, contentId);
    },
    listSaved: (userId) =>
      statements.listSaved.all(userId).map((row) => ({
        contentType: String(row.content_type) as SavedContentType,
        contentId: String(row.content_id),
        createdMs: Number(row.created_ms),
      })),
    progress: readingProgressStore(db),
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}

/** What content deletes do to readers' lists, on the content's own connection. */
export interface ReaderListsOfContent {
  /** A blog or vlog is gone: out of every favourite list, and (a vlog) every saved list. */
  forgetItem(id: string): void;
  /** An issue is gone: out of every saved list, and every reader's progress in it forgotten. */
  forgetIssue(id: string): void;
}

/**
 * On the connection that deletes the content, so the rows go inside the delete's transaction:
 * a failed delete keeps them, and no reader ever sees the content gone but still listed.
 */
export function readerListsOfContent(db: DatabaseSync): ReaderListsOfContent {
  const forgetFavourites = db.prepare('DELETE FROM favourites WHERE item_id = ?');
  const forgetSaved = db.prepare('DELETE FROM saved WHERE content_type = ? AND content_id = ?');
  const forgetProgress = forgetIssueProgress(db);
  return {
    forgetItem: (id) => {
      forgetFavourites.run(id);
      forgetSaved.run('vlogs' satisfies SavedContentType, id);
    },
    forgetIssue: (id) => {
      forgetSaved.run('issues' satisfies SavedContentType, id);
      forgetProgress(id);
    },
  };
}
