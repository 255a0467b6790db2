/**
 * The beacon route and the desk's report as the API mounts them, on a storage of the tests' engine
 * with a clock the test moves; the editor check of /api/admin is admin.ts's, tested there.
 */
import { Hono } from 'hono';
import { expect } from 'vitest';
import { BEACON_PATH } from '../../contract/beacon-limits.ts';
import type { ReadershipReport } from '../../contract/readership.ts';
import { readership } from '../../api/readership/readership.ts';
import { adminReadershipRoutes } from '../../api/routes/admin-readership.ts';
import { beaconRoutes } from '../../api/routes/readership.ts';
import type { MagazineStorage } from '../../api/storage/storage.ts';

export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

export function readershipApp(db: MagazineStorage, now: () => number, limitPerMinute = 600): Hono {
  const app = new Hono();
  const figures = readership(db, now);
  app.route('/api', beaconRoutes({ readership: figures, limitPerMinute, trustProxy: true, now }));
  app.route('/api/admin', adminReadershipRoutes(figures));
  return app;
}

let viewIds = 0;
/** A page view's id no other test uses. */
export const newViewId = () => `view${String((viewIds += 1)).padStart(12, '0')}`;

export interface Sender {
  ip?: string;
  ua?: string;
  headers?: Record<string, string>;
}

/** A beacon as navigator.sendBeacon sends it: a string, as text/plain. */
export function sendBeacon(
  app: Hono,
  body: object | string,
  { ip = '203.0.113.7', ua = CHROME_UA, headers = {} }: Sender = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(`/api${BEACON_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, 'x-forwarded-for': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export async function readershipReport(app: Hono, days = 7): Promise<ReadershipReport> {
  const response = await app.request(`/api/admin/readership?days=${days}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReadershipReport;
}

export const todayOf = (report: ReadershipReport) => report.totals.find((total) => total.days === 1);
