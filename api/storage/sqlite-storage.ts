/**
 * The embedded engine: the magazine's SQLite file (db.ts and the stores beside it) behind the
 * asynchronous storage interface. node:sqlite answers at once, so every call runs synchronously and
 * answers a settled promise. One process owns the file, so the request limits stay in its memory.
 *
 * A transaction may await between its statements, and other requests run meanwhile. SQLite has one
 * writer per file and the readers' connection is a second one, so every write here waits its turn
 * in one queue: a write from another request never lands inside (or blocks on) an open transaction.
 */
import { createRateLimiter, type RateLimiter } from '../http/rate-limit.ts';
import { batchedCalls } from './batched-calls.ts';
import { openDatabase, type MagazineDb } from './db.ts';
import { openImportJobStore } from './import-jobs.ts';
import { openNewsletterStore } from './newsletter.ts';
import { openPersonalStore } from './personal-lists.ts';
import { openReadershipStore } from './readership.ts';
import type { ContentStore, MagazineStorage, RateLimitStore } from './storage.ts';

/** Runs each piece of work after the one before it has settled. */
function writeQueue(): <T>(work: () => T | Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The content as a transaction sees it: the synchronous calls, answered as promises. */
function contentOf(db: MagazineDb, write: <T>(work: () => T) => Promise<T>): ContentStore {
  const read = <T>(work: () => T): Promise<T> => Promise.resolve().then(work);
  return {
    counts: () => read(() => db.counts()),
    listItems: (type, page) => read(() => db.listItems(type, page)),
    findItem: (id) => read(() => db.findItem(id)),
    listItemsJson: (type) => read(() => db.listItemsJson(type)),
    findItemJson: (id) => read(() => db.findItemJson(id)),
    randomBlogPerCategory: () => read(() => db.randomBlogPerCategory()),
    listIssues: () => read(() => db.listIssues()),
    findIssue: (id) => read(() => db.findIssue(id)),
    latestIssue: () => read(() => db.latestIssue()),
    insertItem: (item, editorial) => write(() => db.insertItem(item, editorial)),
    deleteItem: (id) => write(() => db.deleteItem(id)),
    insertIssue: (issue, editorial) => write(() => db.insertIssue(issue, editorial)),
    deleteIssue: (id) => write(() => db.deleteIssue(id)),
    updateEditorial: (kind, id, editorial) => write(() => db.updateEditorial(kind, id, editorial)),
    deleteAll: () => write(() => db.deleteAll()),
    front: {
      read: (slot) => read(() => db.front.read(slot)),
      write: (slot, value) => write(() => db.front.write(slot, value)),
      clear: (slot) => write(() => db.front.clear(slot)),
      leadIds: () => read(() => db.front.leadIds()),
    },
    desk: {
      findItem: (id) => read(() => db.desk.findItem(id)),
      findIssue: (id) => read(() => db.desk.findIssue(id)),
      library: (filters) => read(() => db.desk.library(filters)),
      due: (at) => read(() => db.desk.due(at)),
      nextPublishAt: () => read(() => db.desk.nextPublishAt()),
      usesMedia: (text) => read(() => db.desk.usesMedia(text)),
    },
    audit: {
      record: (entry) => write(() => db.audit.record(entry)),
      list: (query) => read(() => db.audit.list(query)),
      names: (kinds, id) => read(() => db.audit.names(kinds, id)),
      highestIssueId: () => read(() => db.audit.highestIssueId()),
    },
    authors: {
      list: () => read(() => db.authors.list()),
      find: (slug) => read(() => db.authors.find(slug)),
      put: (author, at) => write(() => db.authors.put(author, at)),
      remove: (slug) => write(() => db.authors.remove(slug)),
    },
    workingCopies: {
      find: (kind, id) => read(() => db.workingCopies.find(kind, id)),
      keep: (kind, id, value) => write(() => db.workingCopies.keep(kind, id, value)),
      drop: (kind, id) => write(() => db.workingCopies.drop(kind, id)),
    },
    readerLists: {
      forgetItem: (id) => write(() => db.readerLists.forgetItem(id)),
      forgetIssue: (id) => write(() => db.readerLists.forgetIssue(id)),
    },
  };
}

/** Sliding-window limits in this process's memory, one limiter per scope and limit. */
function memoryRateLimits(): RateLimitStore {
  const limiters = new Map<string, { limiter: RateLimiter; at: { ms: number } }>();
  return {
    hit: (scope, key, max, windowMs, atMs) => {
      const name = `${scope}:${max}:${windowMs}`;
      let entry = limiters.get(name);
      if (!entry) {
        const at = { ms: atMs };
        entry = { limiter: createRateLimiter({ max, windowMs, now: () => at.ms }), at };
        limiters.set(name, entry);
      }
      entry.at.ms = atMs;
      return Promise.resolve(entry.limiter.hit(key));
    },
  };
}

/** Opens (creating when missing) the SQLite file at `file`. */
export function openSqliteStorage(file: string): MagazineStorage {
  const db = openDatabase(file);
  const personal = openPersonalStore(file);
  const queued = writeQueue();
  let closed = false;
  const content = contentOf(db, queued);
  const importJobs = openImportJobStore(file, queued);
  const newsletter = openNewsletterStore(file, queued);
  const readership = openReadershipStore(file, queued);
  // Inside a transaction the queue is already held: its writes run at once.
  const inTransaction = contentOf(db, (work) => Promise.resolve().then(work));
  const addSubscribers = batchedCalls((entries: readonly { email: string; at: Date }[]) =>
    queued(() => db.transaction(() => entries.map(({ email, at }) => db.subscribers.add(email, at)))),
  );
  const rateLimits = memoryRateLimits();
  return {
    engine: 'sqlite',
    ...content,
    subscribers: {
      add: (email, at) => addSubscribers({ email, at }),
      addWithinLimit: async ({ scope, key, max, windowMs, atMs }, email, at) => {
        const verdict = await rateLimits.hit(scope, key, max, windowMs, atMs);
        return verdict.allowed ? { allowed: true, added: await addSubscribers({ email, at }) } : verdict;
      },
      list: () => Promise.resolve().then(() => db.subscribers.list()),
    },
    newsletter,
    mails: {
      record: (mail) => queued(() => db.mails.record(mail)),
      list: () => Promise.resolve().then(() => db.mails.list()),
    },
    personal: {
      isFavourite: async (userId, itemId) => personal.isFavourite(userId, itemId),
      toggleFavourite: (userId, itemId, nowMs) => queued(() => personal.toggleFavourite(userId, itemId, nowMs)),
      unfavourite: (userId, itemId) => queued(() => personal.unfavourite(userId, itemId)),
      listFavourites: async (userId) => personal.listFavourites(userId),
      isSaved: async (userId, type, id) => personal.isSaved(userId, type, id),
      toggleSaved: (userId, type, id, nowMs) => queued(() => personal.toggleSaved(userId, type, id, nowMs)),
      unsave: (userId, type, id) => queued(() => personal.unsave(userId, type, id)),
      listSaved: async (userId) => personal.listSaved(userId),
      progress: {
        record: (userId, issueId, page, updatedMs) =>
          queued(() => personal.progress.record(userId, issueId, page, updatedMs)),
        list: async (userId) => personal.progress.list(userId),
      },
    },
    rateLimits,
    importJobs,
    readership,
    transaction: (work) => queued(() => db.transactionAsync(() => work(inTransaction))),
    onContentChange: () => undefined,
    isClosed: () => closed,
    close: async () => {
      closed = true;
      await readership.flush();
      await queued(() => undefined);
      personal.close();
      importJobs.close();
      newsletter.close();
      readership.close();
      db.close();
    },
  };
}
