/** Issue import jobs in PostgreSQL: the SQLite store's answers, from the same columns. */
import type { Sql } from 'postgres';
import type { ImportJob, ImportJobStore } from '../../issue-import/import-jobs.ts';
import { importJobOf, importPageOf, pageData } from '../import-job-rows.ts';

type Row = Record<string, unknown>;

export function importJobsOf(sql: Sql): ImportJobStore {
  const jobOf = async (row: Row | undefined): Promise<ImportJob | undefined> => {
    if (!row) return undefined;
    const failed =
      await sql`SELECT page FROM issue_import_pages WHERE import_id = ${Number(row.id)} AND failed ORDER BY page`;
    return importJobOf(
      row,
      failed.map((page) => Number(page.page)),
    );
  };
  const jobsOf = async (rows: readonly Row[]): Promise<ImportJob[]> =>
    (await Promise.all(rows.map(jobOf))).filter((job): job is ImportJob => job !== undefined);
  return {
    create: async (job, at) => {
      const [row] = await sql`
        INSERT INTO issue_imports (file_name, file_hash, file_bytes, state, editor, created_at)
        VALUES (${job.fileName}, ${job.fileHash}, ${job.fileBytes}, 'waiting', ${job.editor}, ${at.toISOString()})
        RETURNING *`;
      return (await jobOf(row)) as ImportJob;
    },
    find: async (id) => jobOf((await sql`SELECT * FROM issue_imports WHERE id = ${id}`)[0]),
    list: async (limit) => jobsOf(await sql`SELECT * FROM issue_imports ORDER BY id DESC LIMIT ${limit}`),
    findByHash: async (hash) =>
      jobOf(
        (
          await sql`SELECT * FROM issue_imports WHERE file_hash = ${hash} AND state <> 'failed' ORDER BY id DESC LIMIT 1`
        )[0],
      ),
    unfinished: async () =>
      jobsOf(await sql`SELECT * FROM issue_imports WHERE state IN ('waiting', 'running') ORDER BY id`),
    opened: async (id, { pageCount, title, contents }) => {
      await sql`UPDATE issue_imports SET page_count = ${pageCount}, title = ${title ?? null},
                contents = ${JSON.stringify(contents)} WHERE id = ${id}`;
    },
    started: async (id, at) => {
      await sql`UPDATE issue_imports SET state = 'running', run_started_at = ${at.toISOString()},
                run_start_pages = pages_done WHERE id = ${id}`;
    },
    recordPage: async (id, row) => {
      await sql.begin(async (tx) => {
        await tx`
          INSERT INTO issue_import_pages (import_id, page, failed, data)
          VALUES (${id}, ${row.page}, ${row.failure !== undefined}, ${pageData(row)})
          ON CONFLICT (import_id, page) DO UPDATE SET failed = excluded.failed, data = excluded.data`;
        await tx`UPDATE issue_imports SET pages_done = GREATEST(pages_done, ${row.page}) WHERE id = ${id}`;
      });
    },
    pages: async (id) =>
      (await sql`SELECT page, data FROM issue_import_pages WHERE import_id = ${id} ORDER BY page`).map(importPageOf),
    finish: async (id, outcome, at) => {
      await sql`UPDATE issue_imports SET state = ${outcome.state},
                issue_id = ${outcome.state === 'done' ? outcome.issueId : null},
                failure = ${outcome.failure ?? null},
                finished_at = ${at.toISOString()} WHERE id = ${id}`;
    },
  };
}
