/**
 * What the API keeps, as one asynchronous interface with two engines behind it: SQLite, the
 * embedded default (sqlite-storage.ts), and PostgreSQL when DATABASE_URL is set
 * (postgres/postgres-storage.ts). Routes see only this interface, so both engines answer alike and
 * one test suite holds both to it.
 */
import type { WireAuthor } from '../../contract/authors.ts';
import type { AuditEntry, DeskKind, LibraryEntry } from '../../contract/desk.ts';
import type { ContentType, RecordedMail, SavedContentType } from '../../contract/schemas.ts';
import type { StoredIssue, StoredItem } from './db.ts';
import type { Editorial, LibraryFilters, Stored, DueItem } from './editorial.ts';
import type { NewMail } from './mails.ts';
import type { FavouriteRow, SavedRow } from './personal-lists.ts';
import type { ProgressRow } from './reading-progress.ts';
import type { AuditQuery } from './audit-log.ts';
import type { FrontSlot } from './front-page.ts';
import type { ImportJobStore } from '../issue-import/import-jobs.ts';
import type { NewsletterStore } from '../newsletter/newsletter-store.ts';
import type { ReadershipStore } from './readership-store.ts';

export type StorageEngine = 'sqlite' | 'postgres';

export interface DeskStore {
  findItem<T>(id: string): Promise<Stored<T> | undefined>;
  findIssue<T>(id: number): Promise<Stored<T> | undefined>;
  /** Every item and issue that fits the filters, newest first. */
  library(filters: LibraryFilters): Promise<LibraryEntry[]>;
  /** Scheduled items and issues whose time is at or before `at`. */
  due(at: Date): Promise<DueItem[]>;
  /** The earliest time a scheduled item or issue goes live. */
  nextPublishAt(): Promise<string | undefined>;
  /** Whether any item, issue or unpublished change, whatever its status, holds `text` (a media URL's start). */
  usesMedia(text: string): Promise<boolean>;
}

export interface AuditStore {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(query: AuditQuery): Promise<AuditEntry[]>;
  /** Whether the log names this id under any of these kinds: the id was used, even if it is gone. */
  names(kinds: readonly DeskKind[], id: string): Promise<boolean>;
  /** The highest issue number the log names; 0 when it names none. */
  highestIssueId(): Promise<number>;
}

/**
 * Changes to a published item that editors saved without publishing them, kept beside the live
 * item (which readers keep getting) until an editor publishes or drops them; one per item.
 */
export interface WorkingCopyStore {
  find<T>(kind: DeskKind, id: string): Promise<T | undefined>;
  keep(kind: DeskKind, id: string, value: object): Promise<void>;
  /** Drops the item's unpublished changes; true when there were some. */
  drop(kind: DeskKind, id: string): Promise<boolean>;
}

/** The front as editors set it (front-page.ts): the hero's slides and the pinned issue, by slot. */
export interface FrontPageStore {
  read<T>(slot: FrontSlot): Promise<T | undefined>;
  write(slot: FrontSlot, value: unknown): Promise<void>;
  /** True when there was a value. */
  clear(slot: FrontSlot): Promise<boolean>;
  /** Every blog at the lead's position ("1"), whatever its status: one, or none. */
  leadIds(): Promise<string[]>;
}

/** The content and what goes with it: what a transaction may read and write. */
export interface ContentStore {
  counts(): Promise<{ items: number; issues: number }>;
  /** Newest first; `page` limits the answer to `limit` items after skipping `offset`. Published only. */
  listItems(type: ContentType, page?: { limit: number; offset: number }): Promise<StoredItem[]>;
  findItem(id: string): Promise<StoredItem | undefined>;
  /** `listItems` as the JSON the API answers (UTF-8 bytes), kept until the content changes. */
  listItemsJson(type: ContentType): Promise<Buffer>;
  /** `findItem` as the JSON the API answers (with the type, which the vlog route checks). */
  findItemJson(id: string): Promise<{ type: ContentType; json: Buffer } | undefined>;
  /** One blog per category that has any, picked at random on every call. */
  randomBlogPerCategory(): Promise<StoredItem[]>;
  listIssues(): Promise<StoredIssue[]>;
  findIssue(id: number): Promise<StoredIssue | undefined>;
  /** The issue of the month: the pinned one while it is published, else the newest by cover date. */
  latestIssue(): Promise<StoredIssue | undefined>;
  /** The hero's slides, the pinned issue and the lead story's position; a reset empties it. */
  front: FrontPageStore;
  /** Without `editorial`, the item is published at version 1. */
  insertItem(item: StoredItem, editorial?: Editorial): Promise<void>;
  /** Removes one blog or vlog; true when there was one. */
  deleteItem(id: string): Promise<boolean>;
  /** Without `editorial`, the issue is published at version 1. */
  insertIssue(issue: StoredIssue, editorial?: Editorial): Promise<void>;
  /** Removes one issue; true when there was one. */
  deleteIssue(id: number): Promise<boolean>;
  /** Changes only the status, time, version and author of an item or issue; true when it exists. */
  updateEditorial(kind: 'item' | 'issue', id: string, editorial: Editorial): Promise<boolean>;
  /** Removes every item and issue and the front (a reseed); readers' rows, subscribers and mails stay. */
  deleteAll(): Promise<void>;
  /** The editors' reads: every item and issue, whatever its status. */
  desk: DeskStore;
  /** Every editor's write; not content, so a reset keeps it. */
  audit: AuditStore;
  /** The authors of the bylines; beside the content, so a reset keeps them. */
  authors: AuthorStore;
  /** Unpublished changes to published items; a reset drops them with the content. */
  workingCopies: WorkingCopyStore;
  /** Readers' favourites, saves and progress, as far as deleting content concerns them. */
  readerLists: {
    /** A blog or vlog is gone: out of every favourite list, and (a vlog) every saved list. */
    forgetItem(id: string): Promise<void>;
    /** An issue is gone: out of every saved list, and every reader's progress in it forgotten. */
    forgetIssue(id: string): Promise<void>;
  };
}

export interface SubscriberStore {
  /** Adds a normalised address; false when it was already there (however many add it at once). */
  add(email: string, at: Date): Promise<boolean>;
  /**
   * Counts the client's hit (as `RateLimitStore.hit` does) and, when it is allowed, adds the
   * address: one write where the engine keeps its limits in the database.
   */
  addWithinLimit(hit: LimitHit, email: string, at: Date): Promise<LimitedAdd>;
  list(): Promise<{ email: string; createdAt: string }[]>;
}

/** One request of a client, counted under a limit: see `RateLimitStore.hit`. */
export interface LimitHit {
  scope: string;
  key: string;
  max: number;
  windowMs: number;
  atMs: number;
}

export type LimitedAdd = { allowed: true; added: boolean } | { allowed: false; retryAfterS: number };

/** Authors' records; a byline names its author by name, so a reset of the content keeps them. */
export interface AuthorStore {
  /** Every author, by slug. */
  list(): Promise<WireAuthor[]>;
  find(slug: string): Promise<WireAuthor | undefined>;
  /** Adds the author or replaces the one with its slug; true when it was new. */
  put(author: WireAuthor, at: Date): Promise<boolean>;
  /** True when there was one. */
  remove(slug: string): Promise<boolean>;
}

export interface MailStore {
  record(mail: NewMail): Promise<RecordedMail>;
  /** Oldest first, as they were sent. */
  list(): Promise<RecordedMail[]>;
}

export interface PersonalStore {
  isFavourite(userId: string, itemId: string): Promise<boolean>;
  /** Adds the favourite if absent, removes it if present; answers whether it is now a favourite. */
  toggleFavourite(userId: string, itemId: string, nowMs: number): Promise<boolean>;
  /** Removes the favourite if present; never adds one. */
  unfavourite(userId: string, itemId: string): Promise<void>;
  /** Newest first. */
  listFavourites(userId: string): Promise<FavouriteRow[]>;
  isSaved(userId: string, contentType: SavedContentType, contentId: string): Promise<boolean>;
  toggleSaved(userId: string, contentType: SavedContentType, contentId: string, nowMs: number): Promise<boolean>;
  /** Removes the save if present; never adds one. */
  unsave(userId: string, contentType: SavedContentType, contentId: string): Promise<void>;
  /** Newest first. */
  listSaved(userId: string): Promise<SavedRow[]>;
  /** The page each issue was last open at. */
  progress: {
    /** Keeps the page unless a later write is stored already; answers the row as it now stands. */
    record(userId: string, issueId: string, page: number, updatedMs: number): Promise<ProgressRow>;
    /** Latest first. */
    list(userId: string): Promise<ProgressRow[]>;
  };
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

export interface RateLimitStore {
  /**
   * Counts one request of `key` under `scope` at `atMs` unless `max` were counted in the window
   * before it; every instance of the API that shares the store shares the count.
   */
  hit(scope: string, key: string, max: number, windowMs: number, atMs: number): Promise<RateLimitVerdict>;
}

export interface MagazineStorage extends ContentStore {
  engine: StorageEngine;
  /** Newsletter sign-ups; not content, so a reset keeps them. */
  subscribers: SubscriberStore;
  /** Where each signed-up address stands with the newsletter (pending, confirmed ...). */
  newsletter: NewsletterStore;
  /** What the local mail sink accepted; not content, so a reset keeps them. */
  mails: MailStore;
  /** Readers' favourites, saves and reading progress. */
  personal: PersonalStore;
  /** Requests counted per client, for the limits of sign-ups, accounts and the mail sink. */
  rateLimits: RateLimitStore;
  /** Issues being made from print PDFs, page by page; not content, so a reset keeps them. */
  importJobs: ImportJobStore;
  /** Page views counted by the beacon, and their daily figures; not content, so a reset keeps them. */
  readership: ReadershipStore;
  /**
   * Runs `work` atomically, one writer at a time across every instance of the API: readers see all
   * of it or none of it, and what it read stays true until it commits.
   */
  transaction<T>(work: (tx: ContentStore) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after the content changed in another process (another instance of the API, a
   * reset). The SQLite engine has one process, whose own writes the API follows by itself.
   */
  onContentChange(listener: () => void): void;
  /** True once `close` was called: work still under way then (a scheduled publish) may fail quietly. */
  isClosed(): boolean;
  close(): Promise<void>;
}
