/**
 * The API's storage in PostgreSQL, for a magazine that runs more than one API instance. The tables
 * are those of the SQLite file (migrations/), and every answer is the one the SQLite engine gives.
 * What one process kept in memory with SQLite lives in the database here: the request limits, and
 * the turn-taking of writers (a transaction holds an advisory lock, as SQLite's BEGIN IMMEDIATE
 * holds the file), so two instances never publish one scheduled item twice.
 */
import postgres from 'postgres';
import { recordedMail } from '../mails.ts';
import type { MagazineStorage } from '../storage.ts';
import { answerCache } from './answer-cache.ts';
import { importJobsOf } from './import-jobs.ts';
import { contentOf } from './content.ts';
import { locked } from './locked.ts';
import { LOCK_CLASSES, migrate } from './migrate.ts';
import { personalOf } from './personal.ts';
import { limitSweeper, rateLimitsOf } from './rate-limits.ts';
import { readershipOf } from './readership.ts';
import { limitedSubscriberAdds, subscriberAdds } from './subscribers.ts';
import { newsletterOf } from './newsletter.ts';

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
  const readership = readershipOf(sql);
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
    newsletter: newsletterOf(sql),
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
    importJobs: importJobsOf(sql),
    readership,
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
      await readership.flush();
      await listening.unlisten();
      await sql.end({ timeout: 5 });
    },
  };
}
