/**
 * Readership figures in PostgreSQL (migrations/0007_readership.sql): the views of a moment in one
 * statement (buffered-views.ts), so two instances add up into the same rows and a busy minute costs
 * few round trips.
 */
import { randomBytes } from 'node:crypto';
import type { Sql } from 'postgres';
import { READ_TO_END_PERCENT } from '../../../contract/beacon-limits.ts';
import { mergedViews, viewBuffer } from '../buffered-views.ts';
import type { ReadershipStore, RecordedView } from '../readership-store.ts';

const n = (value: unknown): number => Number(value ?? 0);

async function recordAll(sql: Sql, views: readonly RecordedView[]): Promise<void> {
  const rows = mergedViews(views);
  const column = <T>(field: (view: RecordedView) => T) => rows.map(field);
  const searches = rows.flatMap((view) => view.searches.map((search) => ({ day: view.day, ...search })));
  await sql`
    INSERT INTO readership_views (day, view, visitor, path, referrer, read, engaged_ms, last_page, signed_up)
    SELECT * FROM unnest(${column((v) => v.day)}::text[], ${column((v) => v.view)}::text[],
                         ${column((v) => v.visitor)}::text[], ${column((v) => v.path)}::text[],
                         ${column((v) => v.referrer)}::text[], ${column((v) => v.read)}::int[],
                         ${column((v) => v.engagedMs)}::int[], ${column((v) => v.lastPage)}::int[],
                         ${column((v) => (v.signedUp ? 1 : 0))}::int[])
    ON CONFLICT (day, view) DO UPDATE SET read = GREATEST(readership_views.read, excluded.read),
      engaged_ms = GREATEST(readership_views.engaged_ms, excluded.engaged_ms),
      last_page = CASE WHEN excluded.last_page > 0 THEN excluded.last_page ELSE readership_views.last_page END,
      signed_up = GREATEST(readership_views.signed_up, excluded.signed_up)`;
  if (searches.length === 0) return;
  await sql`
    INSERT INTO readership_searches (day, term, searches, empty)
    SELECT day, term, count(*), count(*) FILTER (WHERE results = 0)
    FROM unnest(${searches.map((s) => s.day)}::text[], ${searches.map((s) => s.term)}::text[],
                ${searches.map((s) => s.results)}::int[]) AS search(day, term, results)
    GROUP BY day, term
    ON CONFLICT (day, term) DO UPDATE SET searches = readership_searches.searches + excluded.searches,
      empty = readership_searches.empty + excluded.empty`;
}

export function readershipOf(sql: Sql): ReadershipStore {
  const waiting = viewBuffer((views) => recordAll(sql, views));
  return {
    saltOf: async (day) => {
      await sql`INSERT INTO readership_salts (day, salt) VALUES (${day}, ${randomBytes(32).toString('base64')})
                ON CONFLICT (day) DO NOTHING`;
      const [row] = await sql`SELECT salt FROM readership_salts WHERE day = ${day}`;
      return String(row?.salt);
    },
    record: async (view) => waiting.add(view),
    flush: () => waiting.flush(),
    daysToRollUp: async (today) =>
      (
        await sql`SELECT DISTINCT day FROM readership_views WHERE day < ${today}
                  AND day NOT IN (SELECT day FROM readership_rolled_up) ORDER BY day`
      ).map((row) => String(row.day)),
    rollUp: (day, final) =>
      sql
        .begin(async (tx) => {
          // Two instances rolling up one day take turns, so neither sums what the other deleted.
          await tx`SELECT pg_advisory_xact_lock(hashtext('readership'), hashtext(${day}))`;
          await tx`DELETE FROM readership_daily_site WHERE day = ${day}`;
          await tx`INSERT INTO readership_daily_site (day, views, readers)
                 SELECT day, count(*), count(DISTINCT visitor) FROM readership_views WHERE day = ${day} GROUP BY day`;
          await tx`DELETE FROM readership_daily_pages WHERE day = ${day}`;
          await tx`INSERT INTO readership_daily_pages
                 SELECT day, path, count(*), count(DISTINCT visitor), sum(read),
                        count(*) FILTER (WHERE read >= ${READ_TO_END_PERCENT}), sum(engaged_ms), sum(signed_up)
                 FROM readership_views WHERE day = ${day} GROUP BY day, path`;
          await tx`DELETE FROM readership_daily_referrers WHERE day = ${day}`;
          await tx`INSERT INTO readership_daily_referrers
                 SELECT day, referrer, count(*) FROM readership_views
                 WHERE day = ${day} AND referrer <> '' GROUP BY day, referrer`;
          await tx`DELETE FROM readership_daily_stops WHERE day = ${day}`;
          await tx`INSERT INTO readership_daily_stops
                 SELECT day, path, last_page, count(*) FROM readership_views
                 WHERE day = ${day} AND last_page > 0 GROUP BY day, path, last_page`;
          if (final) await tx`INSERT INTO readership_rolled_up (day) VALUES (${day}) ON CONFLICT (day) DO NOTHING`;
        })
        .then(() => undefined),
    forget: async (viewsBefore, saltsBefore) => {
      await sql`DELETE FROM readership_views WHERE day < ${viewsBefore}`;
      await sql`DELETE FROM readership_salts WHERE day < ${saltsBefore}`;
    },
    keptDays: async () =>
      (await sql`SELECT DISTINCT day FROM readership_views ORDER BY day`).map((row) => String(row.day)),
    rows: async (from, to, limit) => {
      const [daily, pages, stops, referrers, searches] = await Promise.all([
        sql`SELECT day, views, readers FROM readership_daily_site WHERE day >= ${from} AND day <= ${to} ORDER BY day`,
        sql`SELECT path, sum(views) AS views, sum(readers) AS readers, sum(read_sum) AS read_sum,
                   sum(read_to_end) AS read_to_end, sum(engaged_ms) AS engaged_ms, sum(sign_ups) AS sign_ups
            FROM readership_daily_pages WHERE day >= ${from} AND day <= ${to}
            GROUP BY path ORDER BY views DESC, path LIMIT ${limit}`,
        sql`SELECT path, page, sum(views) AS views FROM readership_daily_stops WHERE day >= ${from} AND day <= ${to}
            GROUP BY path, page ORDER BY views DESC, path, page LIMIT ${limit}`,
        sql`SELECT host, sum(views) AS views FROM readership_daily_referrers WHERE day >= ${from} AND day <= ${to}
            GROUP BY host ORDER BY views DESC, host LIMIT ${limit}`,
        sql`SELECT term, sum(empty) AS searches FROM readership_searches WHERE day >= ${from} AND day <= ${to}
            GROUP BY term HAVING sum(empty) > 0 ORDER BY searches DESC, term LIMIT ${limit}`,
      ]);
      return {
        daily: daily.map((row) => ({ day: String(row.day), views: n(row.views), readers: n(row.readers) })),
        pages: pages.map((row) => ({
          path: String(row.path),
          views: n(row.views),
          readers: n(row.readers),
          readSum: n(row.read_sum),
          readToEnd: n(row.read_to_end),
          engagedMs: n(row.engaged_ms),
          signUps: n(row.sign_ups),
        })),
        stops: stops.map((row) => ({ path: String(row.path), page: n(row.page), views: n(row.views) })),
        referrers: referrers.map((row) => ({ host: String(row.host), views: n(row.views) })),
        searchesWithoutResults: searches.map((row) => ({ term: String(row.term), searches: n(row.searches) })),
      };
    },
  };
}
