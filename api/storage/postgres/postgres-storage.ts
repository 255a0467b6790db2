/**
 * The API's storage in PostgreSQL, for a magazine that runs more than one API instance. The tables
 * are those of the SQLite file (migrations/), and every answer is the one the SQLite engine gives.
 * What one process kept in memory with SQLite lives in the database here: the request limits, and
 * the turn-taking of writers (a transaction holds an advisory lock, as SQLite's BEGIN IMMEDIATE
 * holds the file), so two instances never publish one scheduled item twice.
 */
import postgres, { type Sql } from 'postgres';
import type { DeskKind, LibraryEntry } from '../../../contract/desk.ts';
import type { ContentType, SavedContentType } from '../../../contract/schemas.ts';
import type { StoredIssue, StoredItem } from '../db.ts';
import {
  editorialOf,
  libraryEntry,
  publishedAtFirstVersion,
  type Editorial,
  type LibraryFilters,
} from '../editorial.ts';
import { auditEntry } from '../audit-log.ts';
import { batchedCalls } from '../batched-calls.ts';
import { recordedMail } from '../mails.ts';
import type {
  ContentStore,
  LimitedAdd,
  LimitHit,
  MagazineStorage,
  PersonalStore,
  RateLimitStore,
  RateLimitVerdict,
} from '../storage.ts';
import { LOCK_CLASSES, migrate } from './migrate.ts';

type Row = Record<string, unknown>;

/** Sorting needs one time zone and one precision; the wire keeps what the editor wrote. */
const sortableDate = (value: string): string => new Date(value).toISOString();

function editorialValues(editorial: Editorial): [string, string | null, number, string, string] {
  return [
    editorial.status,
    editorial.publishAt ? new Date(editorial.publishAt).toISOString() : null,
    editorial.version,
    editorial.updatedAt,
    editorial.updatedBy,
  ];
}

const parsed = <T>(row: Row | undefined): T | undefined =>
  row === undefined ? undefined : (JSON.parse(String(row.data)) as T);

/** `%` and `_` typed by an editor are letters, not wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** PostgreSQL's text cannot hold NUL, so a filter with one matches nothing (and is never sent). */
const hasNul = (...values: (string | undefined)[]) => values.some((value) => value?.includes('\0'));

async function library(sql: Sql, filters: LibraryFilters): Promise<LibraryEntry[]> {
  if (hasNul(filters.q, filters.category)) return [];
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  return sql`
    SELECT * FROM (
      SELECT type AS kind, id, (data::jsonb)->>'title' AS title,
             coalesce((data::jsonb)->>'excerpt', '') AS excerpt, category,
             created_at, status, publish_at, version, updated_at, updated_by FROM items
      UNION ALL
      SELECT 'issue', id::text COLLATE "C", (data::jsonb)->>'title',
             coalesce((data::jsonb)->>'description', ''), NULL,
             created_at, status, publish_at, version, updated_at, updated_by FROM issues
    ) AS entries
    WHERE true
      ${filters.kind ? sql`AND kind = ${filters.kind}` : sql``}
      ${filters.status ? sql`AND status = ${filters.status}` : sql``}
      ${filters.category ? sql`AND category = ${filters.category}` : sql``}
      ${
        pattern
          ? sql`AND (lower(title) LIKE lower(${pattern}) ESCAPE '\\' OR lower(excerpt) LIKE lower(${pattern}) ESCAPE '\\'
                 OR id LIKE lower(${pattern}) ESCAPE '\\')`
          : sql``
      }
    ORDER BY created_at DESC, kind, id`.then((rows) => rows.map(libraryEntry));
}

/** Serialized read answers, dropped whenever the content changes (here or in another instance). */
interface AnswerCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

function answerCache(): AnswerCache {
  const answers = new Map<string, unknown>();
  let generation = 0;
  return {
    clear: () => {
      generation += 1;
      answers.clear();
    },
    async get(key, compute) {
      if (answers.has(key)) return answers.get(key) as never;
      const before = generation;
      const value = await compute();
      // A change while the read was under way may have come after it: that answer is not kept.
      // Misses are not kept either, so unknown ids cannot grow the cache.
      if (value !== undefined && before === generation) answers.set(key, value);
      return value;
    },
  };
}

/** The content through `sql`: the pool, or one transaction's connection. */
function contentOf(sql: Sql, cache: AnswerCache | undefined): ContentStore {
  const changed = () => cache?.clear();
  const cached = <T>(key: string, compute: () => Promise<T>) => (cache ? cache.get(key, compute) : compute());
  const listItems = (type: ContentType, page?: { limit: number; offset: number }) =>
    sql`SELECT data FROM items WHERE type = ${type} AND status = 'published' ORDER BY created_at DESC, id
        ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`;
  return {
    counts: async () => {
      const [row] =
        await sql`SELECT (SELECT count(*) FROM items)::int AS items, (SELECT count(*) FROM issues)::int AS issues`;
      return { items: Number(row?.items), issues: Number(row?.issues) };
    },
    listItems: async (type, page) => (await listItems(type, page)).map((row) => parsed<StoredItem>(row) as StoredItem),
    findItem: async (id) => parsed((await sql`SELECT data FROM items WHERE id = ${id} AND status = 'published'`)[0]),
    // Rows hold the wire objects as JSON.stringify wrote them, so joining them is what c.json would send.
    listItemsJson: (type) =>
      cached(`list:${type}`, async () =>
        Buffer.from(`[${(await listItems(type)).map((row) => String(row.data)).join(',')}]`),
      ),
    findItemJson: (id) =>
      cached(`item:${id}`, async () => {
        const [row] = await sql`SELECT type, data FROM items WHERE id = ${id} AND status = 'published'`;
        return row ? { type: row.type as ContentType, json: Buffer.from(String(row.data)) } : undefined;
      }),
    randomBlogPerCategory: async () =>
      (
        await sql`
          SELECT data FROM (
            SELECT data, category, row_number() OVER (PARTITION BY category ORDER BY random()) AS pick
            FROM items WHERE type = 'blog' AND status = 'published'
          ) AS picks WHERE pick = 1 ORDER BY category`
      ).map((row) => parsed<StoredItem>(row) as StoredItem),
    listIssues: async () =>
      (await sql`SELECT data FROM issues WHERE status = 'published' ORDER BY created_at DESC, id DESC`).map(
        (row) => parsed<StoredIssue>(row) as StoredIssue,
      ),
    findIssue: async (id) => parsed((await sql`SELECT data FROM issues WHERE id = ${id} AND status = 'published'`)[0]),
    latestIssue: async () =>
      parsed(
        (await sql`SELECT data FROM issues WHERE status = 'published' ORDER BY created_at DESC, id DESC LIMIT 1`)[0],
      ),
    insertItem: async (item, editorial) => {
      changed();
      const values = editorialValues(
        editorial ?? publishedAtFirstVersion(item.updated ?? sortableDate(item.createdAt)),
      );
      await sql`
        INSERT INTO items (id, type, category, position, created_at, data, status, publish_at, version, updated_at, updated_by)
        VALUES (${item.id}, ${item.type}, ${item.category}, ${item.position ?? null}, ${sortableDate(item.createdAt)},
                ${JSON.stringify(item)}, ${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]})`;
      changed();
    },
    deleteItem: async (id) => {
      changed();
      const result = await sql`DELETE FROM items WHERE id = ${id}`;
      changed();
      return result.count > 0;
    },
    insertIssue: async (issue, editorial) => {
      changed();
      const createdAt = sortableDate(issue.createdAt);
      const values = editorialValues(editorial ?? publishedAtFirstVersion(createdAt));
      await sql`
        INSERT INTO issues (id, created_at, data, status, publish_at, version, updated_at, updated_by)
        VALUES (${Number(issue.id)}, ${createdAt}, ${JSON.stringify(issue)},
                ${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]})`;
      changed();
    },
    deleteIssue: async (id) => {
      changed();
      const result = await sql`DELETE FROM issues WHERE id = ${id}`;
      changed();
      return result.count > 0;
    },
    updateEditorial: async (kind, id, editorial) => {
      changed();
      const [status, publishAt, version, updatedAt, updatedBy] = editorialValues(editorial);
      const set = sql`status = ${status}, publish_at = ${publishAt}, version = ${version}, updated_at = ${updatedAt}, updated_by = ${updatedBy}`;
      const result =
        kind === 'item'
          ? await sql`UPDATE items SET ${set} WHERE id = ${id}`
          : await sql`UPDATE issues SET ${set} WHERE id = ${Number(id)}`;
      changed();
      return result.count > 0;
    },
    deleteAll: async () => {
      changed();
      await sql`DELETE FROM items`;
      await sql`DELETE FROM issues`;
      await sql`DELETE FROM working_copies`;
      changed();
    },
    desk: {
      findItem: async (id) => {
        const [row] =
          await sql`SELECT data, created_at, status, publish_at, version, updated_at, updated_by FROM items WHERE id = ${id}`;
        return row ? { value: JSON.parse(String(row.data)), editorial: editorialOf(row) } : undefined;
      },
      findIssue: async (id) => {
        const [row] =
          await sql`SELECT data, created_at, status, publish_at, version, updated_at, updated_by FROM issues WHERE id = ${id}`;
        return row ? { value: JSON.parse(String(row.data)), editorial: editorialOf(row) } : undefined;
      },
      library: (filters) => library(sql, filters),
      due: async (at) => {
        const iso = at.toISOString();
        const rows = await sql`
          SELECT type AS kind, id FROM items WHERE status = 'scheduled' AND publish_at <= ${iso}
          UNION ALL
          SELECT 'issue', id::text FROM issues WHERE status = 'scheduled' AND publish_at <= ${iso}`;
        return rows.map((row) => ({ kind: String(row.kind) as DeskKind, id: String(row.id) }));
      },
      nextPublishAt: async () => {
        const [row] = await sql`
          SELECT min(at) AS at FROM (
            SELECT min(publish_at) AS at FROM items WHERE status = 'scheduled'
            UNION ALL
            SELECT min(publish_at) FROM issues WHERE status = 'scheduled') AS times`;
        return row?.at ? String(row.at) : undefined;
      },
    },
    audit: {
      record: async (entry) => {
        const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
        await sql`
          INSERT INTO audit_log (at, who, action, kind, item_id, before, after)
          VALUES (${entry.at}, ${entry.who}, ${entry.action}, ${entry.kind}, ${entry.id},
                  ${json(entry.before)}, ${json(entry.after)})`;
      },
      list: async ({ limit, kind, id }) => {
        if (hasNul(kind, id)) return [];
        const rows = await sql`
          SELECT * FROM audit_log WHERE true
            ${kind ? sql`AND kind = ${kind}` : sql``}
            ${id ? sql`AND item_id = ${id}` : sql``}
          ORDER BY seq DESC LIMIT ${limit}`;
        return rows.map(auditEntry);
      },
    },
    workingCopies: {
      find: async (kind, id) => {
        const [row] = await sql`SELECT data FROM working_copies WHERE kind = ${kind} AND item_id = ${id}`;
        return row ? JSON.parse(String(row.data)) : undefined;
      },
      keep: async (kind, id, value) => {
        await sql`
          INSERT INTO working_copies (kind, item_id, data) VALUES (${kind}, ${id}, ${JSON.stringify(value)})
          ON CONFLICT (kind, item_id) DO UPDATE SET data = excluded.data`;
      },
      drop: async (kind, id) =>
        (await sql`DELETE FROM working_copies WHERE kind = ${kind} AND item_id = ${id}`).count > 0,
    },
    readerLists: {
      forgetItem: async (id) => {
        await sql`DELETE FROM favourites WHERE item_id = ${id}`;
        await sql`DELETE FROM saved WHERE content_type = ${'vlogs' satisfies SavedContentType} AND content_id = ${id}`;
      },
      forgetIssue: async (id) => {
        await sql`DELETE FROM saved WHERE content_type = ${'issues' satisfies SavedContentType} AND content_id = ${id}`;
        await sql`DELETE FROM reading_progress WHERE issue_id = ${id}`;
      },
    },
  };
}

/** Runs `work` in a transaction that holds `lock` (two numbers) until it ends. */
function locked<T>(sql: Sql, lock: [number, string], work: (tx: Sql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    const txSql = tx as unknown as Sql;
    await txSql`SELECT pg_advisory_xact_lock(${lock[0]}, hashtext(${lock[1]}))`;
    return work(txSql);
  }) as Promise<T>;
}

function personalOf(sql: Sql, schema: string): PersonalStore {
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

/** Rows of clients whose hits have all left the window are removed now and then, a bounded number at a time. */
const SWEEP_EVERY_HITS = 1_000;
const SWEEP_MOST_ROWS = 5_000;

const byScopeAndKey = (a: LimitHit, b: LimitHit) =>
  a.scope === b.scope ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.scope < b.scope ? -1 : 1;

/**
 * A batch in the order its hits are taken: by scope and key (a client's own in the order they
 * came), so that batches of several instances lock the rows they share in the same order. Each
 * entry keeps its place in the batch, for the answers.
 */
function inLockOrder<T>(batch: readonly T[], hitOf: (entry: T) => LimitHit): { entry: T; index: number }[] {
  return batch.map((entry, index) => ({ entry, index })).sort((a, b) => byScopeAndKey(hitOf(a.entry), hitOf(b.entry)));
}

/** `rate_limit_hit`'s answer: 0 when allowed, else the milliseconds to wait. */
function verdictOf(waitMs: unknown): RateLimitVerdict {
  const wait = Number(waitMs);
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterS: Math.max(1, Math.ceil(wait / 1000)) };
}

/**
 * Counts the hits taken, by whichever path; past every `SWEEP_EVERY_HITS` it removes old rows
 * beside the hits. Rows another statement holds are left for the next sweep: a sweep that waited on
 * them while holding others could deadlock with a batch taking them in its own order. A failed
 * sweep leaves the rows to the next one.
 */
function limitSweeper(sql: Sql): (count: number, beforeMs: number) => void {
  let hits = 0;
  let sweeping = false;
  return (count, beforeMs) => {
    const swept = Math.floor(hits / SWEEP_EVERY_HITS);
    hits += count;
    if (sweeping || Math.floor(hits / SWEEP_EVERY_HITS) === swept) return;
    sweeping = true;
    sql`DELETE FROM rate_limits WHERE (scope, key) IN (
          SELECT scope, key FROM rate_limits WHERE last_ms <= ${beforeMs}
          LIMIT ${SWEEP_MOST_ROWS} FOR UPDATE SKIP LOCKED)`
      .catch(() => undefined)
      .finally(() => (sweeping = false));
  };
}

/** The hits of one turn in one statement, taken in lock order. */
function rateLimitsOf(sql: Sql, counted: (count: number, beforeMs: number) => void): RateLimitStore {
  const hitAll = batchedCalls(async (batch: readonly LimitHit[]) => {
    const [first] = batch;
    if (first) counted(batch.length, first.atMs - first.windowMs);
    const order = inLockOrder(batch, (hit) => hit);
    const column = (field: (hit: LimitHit) => string) => order.map(({ entry }) => field(entry));
    const rows = await sql`
      SELECT rate_limit_hit(scope, key, max, window_ms, at_ms) AS wait_ms
      FROM unnest(${column((hit) => hit.scope)}::text[], ${column((hit) => hit.key)}::text[],
                  ${column((hit) => String(hit.max))}::int[], ${column((hit) => String(hit.windowMs))}::bigint[],
                  ${column((hit) => String(hit.atMs))}::bigint[])
           WITH ORDINALITY AS hit(scope, key, max, window_ms, at_ms, n)
      ORDER BY n`;
    const verdicts: RateLimitVerdict[] = new Array(batch.length);
    order.forEach(({ index }, position) => (verdicts[index] = verdictOf(rows[position]?.wait_ms)));
    return verdicts;
  });
  return { hit: (scope, key, max, windowMs, atMs) => hitAll({ scope, key, max, windowMs, atMs }) };
}

/** Newsletter sign-ups of one turn in one statement; of one address twice among them, the first is the new one. */
function subscriberAdds(sql: Sql): (email: string, at: Date) => Promise<boolean> {
  const addAll = batchedCalls(async (entries: readonly { email: string; at: Date }[]) => {
    const rows = await sql`
      INSERT INTO subscribers (email, created_at)
      SELECT * FROM unnest(${entries.map(({ email }) => email)}::text[], ${entries.map(({ at }) => at.toISOString())}::text[])
      ON CONFLICT (email) DO NOTHING
      RETURNING email`;
    const added = new Set(rows.map((row) => String(row.email)));
    return entries.map(({ email }) => added.delete(email));
  });
  return (email, at) => addAll({ email, at });
}

interface LimitedSignUp {
  hit: LimitHit;
  email: string;
  at: Date;
}

/**
 * Sign-ups of one turn, each counted under its client's limit and, when allowed, added, all in one
 * statement: the hits in lock order, then the allowed addresses.
 */
function limitedSubscriberAdds(
  sql: Sql,
  counted: (count: number, beforeMs: number) => void,
): (hit: LimitHit, email: string, at: Date) => Promise<LimitedAdd> {
  const signUpAll = batchedCalls(async (batch: readonly LimitedSignUp[]) => {
    const [first] = batch;
    if (first) counted(batch.length, first.hit.atMs - first.hit.windowMs);
    const order = inLockOrder(batch, (signUp) => signUp.hit);
    const column = (field: (signUp: LimitedSignUp) => string) => order.map(({ entry }) => field(entry));
    const rows = await sql`
      WITH counted AS (
        SELECT n, email, created_at, rate_limit_hit(scope, key, max, window_ms, at_ms) AS wait_ms
        FROM unnest(${column(({ hit }) => hit.scope)}::text[], ${column(({ hit }) => hit.key)}::text[],
                    ${column(({ hit }) => String(hit.max))}::int[], ${column(({ hit }) => String(hit.windowMs))}::bigint[],
                    ${column(({ hit }) => String(hit.atMs))}::bigint[], ${column(({ email }) => email)}::text[],
                    ${column(({ at }) => at.toISOString())}::text[])
             WITH ORDINALITY AS hit(scope, key, max, window_ms, at_ms, email, created_at, n)
      ), added AS (
        INSERT INTO subscribers (email, created_at)
        SELECT email, created_at FROM counted WHERE wait_ms = 0 ORDER BY n
        ON CONFLICT (email) DO NOTHING
        RETURNING email
      )
      SELECT wait_ms, email, email IN (SELECT email FROM added) AS added FROM counted ORDER BY n`;
    const added = new Set(rows.filter((row) => row.added === true).map((row) => String(row.email)));
    const outcomes: LimitedAdd[] = new Array(batch.length);
    order.forEach(({ entry, index }, position) => {
      const verdict = verdictOf(rows[position]?.wait_ms);
      outcomes[index] = verdict.allowed ? { allowed: true, added: added.delete(entry.email) } : verdict;
    });
    return outcomes;
  });
  return (hit, email, at) => signUpAll({ hit, email, at });
}

export interface PostgresOptions {
  /** The schema to keep the tables in (created when missing); the URL's default (`public`) unless given. */
  schema?: string;
  /** Connections in the pool. */
  max?: number;
}

/** Connects, brings the schema up to date and answers the storage. */
export async function openPostgresStorage(url: string, options: PostgresOptions = {}): Promise<MagazineStorage> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    ...(options.schema ? { connection: { search_path: options.schema } } : {}),
  });
  try {
    if (options.schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql(options.schema)}`;
    await migrate(sql);
  } catch (error) {
    await sql.end({ timeout: 5 });
    throw error;
  }
  const [current] = await sql`SELECT current_schema() AS name`;
  const schema = String(current?.name);
  const cache = answerCache();
  const listeners: (() => void)[] = [];
  const listening = await sql.listen(
    'content_changed',
    (payload) => {
      if (payload !== schema) return;
      cache.clear();
      for (const listener of listeners) listener();
    },
    // Notices missed while the listening connection was down are lost: start afresh.
    () => cache.clear(),
  );
  const content = contentOf(sql, cache);
  const countedHits = limitSweeper(sql);
  let closed = false;
  return {
    engine: 'postgres',
    ...content,
    subscribers: {
      add: subscriberAdds(sql),
      addWithinLimit: limitedSubscriberAdds(sql, countedHits),
      list: async () =>
        (await sql`SELECT email, created_at FROM subscribers ORDER BY created_at, email`).map((row) => ({
          email: String(row.email),
          createdAt: String(row.created_at),
        })),
    },
    mails: {
      record: async (mail) => {
        const [row] = await sql`
          INSERT INTO mails (service_id, template_id, recipient, params, received_at)
          VALUES (${mail.serviceId}, ${mail.templateId}, ${mail.to}, ${JSON.stringify(mail.params)}, ${mail.receivedAt})
          RETURNING id`;
        return { id: Number(row?.id), ...mail };
      },
      list: async () =>
        (await sql`SELECT id, service_id, template_id, recipient, params, received_at FROM mails ORDER BY id`).map(
          recordedMail,
        ),
    },
    personal: personalOf(sql, schema),
    rateLimits: rateLimitsOf(sql, countedHits),
    transaction: async (work) => {
      try {
        return await locked(sql, [LOCK_CLASSES.writes, schema], (tx) => work(contentOf(tx, undefined)));
      } finally {
        // What the transaction wrote (or rolled back) may differ from what this instance kept.
        cache.clear();
      }
    },
    onContentChange: (listener) => {
      listeners.push(listener);
    },
    isClosed: () => closed,
    close: async () => {
      closed = true;
      await listening.unlisten();
      await sql.end({ timeout: 5 });
    },
  };
}
