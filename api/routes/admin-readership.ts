/**
 * `GET /api/admin/readership?days=1|7|30`: the desk's Readership report (contract/readership.ts),
 * today's figures summed at the moment of asking. 7 days unless `days` is given.
 */
import { Hono } from 'hono';
import { READERSHIP_PERIODS, type ReadershipPeriod } from '../../contract/readership.ts';
import type { EditorEnv } from '../admin/editor-auth.ts';
import { jsonError } from '../http/errors.ts';
import type { Readership } from '../readership/readership.ts';

export const READERSHIP_REPORT_PATH = '/readership';

function periodOf(days: string | undefined): ReadershipPeriod | undefined {
  if (days === undefined) return 7;
  return READERSHIP_PERIODS.find((period) => String(period) === days);
}

export function adminReadershipRoutes(readership: Readership): Hono<EditorEnv> {
  const routes = new Hono<EditorEnv>();
  routes.get(READERSHIP_REPORT_PATH, async (c) => {
    const period = periodOf(c.req.query('days'));
    if (!period) return jsonError(c, 400, `days must be one of ${READERSHIP_PERIODS.join(', ')}`);
    return c.json(await readership.report(period));
  });
  return routes;
}
