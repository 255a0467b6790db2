/**
 * Counting readers and summing their figures: a beacon's page checked and its reader hashed, then
 * stored; once a day the finished days are rolled up, the raw views of more than a week ago and
 * the salts of past days deleted. All of it lives in the storage, so several instances of the API
 * add up to the same figures.
 */
import { RAW_VIEW_DAYS, type Beacon, type ReadershipPeriod, type ReadershipReport } from '../../contract/readership.ts';
import type { MagazineStorage } from '../storage/storage.ts';
import { countedPage } from './counted-page.ts';
import { readershipReport } from './report.ts';
import { dayOf, dayPlus, visitorHasher } from './visitors.ts';

/** The longest lists the desk is sent: enough for every item of the library to find its figures. */
export const REPORT_LIST_LIMIT = 500;

/** Far longer than any instance keeps views in memory (buffered-views.ts). */
const SETTLE_MS = 60_000;

export interface BeaconSender {
  ip: string;
  userAgent: string;
}

export interface Readership {
  /** Stores the beacon's page view; false when its path is no page of the magazine. */
  count(beacon: Beacon, sender: BeaconSender): Promise<boolean>;
  /** Rolls up the finished days and forgets what is past keeping. */
  maintain(): Promise<void>;
  report(period: ReadershipPeriod): Promise<ReadershipReport>;
}

export function readership(db: MagazineStorage, now: () => number = Date.now): Readership {
  const store = db.readership;
  const hashVisitor = visitorHasher(store);
  let maintainedDay = '';

  async function maintain(): Promise<void> {
    await store.flush();
    const today = dayOf(now());
    // Views wait a moment in each instance's memory before they are written: a day is summed for
    // good only once every instance has written its last views.
    const settled = dayOf(now() - SETTLE_MS);
    for (const day of await store.daysToRollUp(today)) await store.rollUp(day, day < settled);
    await store.forget(dayPlus(today, -RAW_VIEW_DAYS), today);
    maintainedDay = today;
  }

  return {
    async count(beacon, { ip, userAgent }) {
      const day = dayOf(now());
      if (day !== maintainedDay) {
        maintainedDay = day;
        maintain().catch((error: unknown) => {
          maintainedDay = '';
          if (!db.isClosed()) console.error('Rolling up readership figures failed:', error);
        });
      }
      const page = await countedPage(beacon.path, db);
      if (!page) return false;
      const isIssue = page.path.startsWith('/magazines/');
      await store.record({
        day,
        view: beacon.view,
        visitor: await hashVisitor(day, ip, userAgent),
        path: page.path,
        referrer: beacon.referrer,
        read: beacon.read,
        engagedMs: beacon.engagedMs,
        lastPage: isIssue ? (beacon.pages.at(-1) ?? page.page) : 0,
        signedUp: beacon.signedUp,
        searches: beacon.searches,
      });
      return true;
    },
    maintain,
    async report(period) {
      await maintain();
      const today = dayOf(now());
      await store.rollUp(today, false);
      const [month, rows] = await Promise.all([
        store.rows(dayPlus(today, -29), today, 0),
        store.rows(dayPlus(today, 1 - period), today, REPORT_LIST_LIMIT),
      ]);
      return readershipReport(period, today, month.daily, rows);
    },
  };
}
