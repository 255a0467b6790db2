/**
 * Readership figures as the storage keeps them, for both engines: raw page views of the last few
 * days (one row per view, the reader a daily hash), searches counted per day, and daily roll-ups that
 * the desk reads. Nothing here holds an IP or anything else that names a reader.
 */

/** One page view as the beacon route hands it over: checked, clamped and hashed. */
export interface RecordedView {
  /** `YYYY-MM-DD` (UTC) the beacon arrived. */
  day: string;
  view: string;
  /** Hash of the day's salt, the IP and the user agent. */
  visitor: string;
  path: string;
  referrer: string;
  read: number;
  engagedMs: number;
  /** The last issue page turned to; 0 for none. */
  lastPage: number;
  signedUp: boolean;
  searches: readonly { term: string; results: number }[];
}

/** Figures of a span of days, summed over the days. */
export interface ReadershipRows {
  daily: { day: string; views: number; readers: number }[];
  pages: {
    path: string;
    views: number;
    readers: number;
    readSum: number;
    readToEnd: number;
    engagedMs: number;
    signUps: number;
  }[];
  stops: { path: string; page: number; views: number }[];
  referrers: { host: string; views: number }[];
  searchesWithoutResults: { term: string; searches: number }[];
}

export interface ReadershipStore {
  /** The day's secret salt, made by whichever instance asks first; the same for every instance. */
  saltOf(day: string): Promise<string>;
  /**
   * Adds a page view, or (the same view again) keeps the higher figures of the two. Resolves once
   * the view waits in memory: it is written within a moment (buffered-views.ts), or by `flush`.
   */
  record(view: RecordedView): Promise<void>;
  /** Writes the page views still waiting in this process's memory. */
  flush(): Promise<void>;
  /** Days before `today` with page views that are not rolled up yet. */
  daysToRollUp(today: string): Promise<string[]>;
  /** Sums the day's page views into the daily figures; `final` marks the day done. */
  rollUp(day: string, final: boolean): Promise<void>;
  /** Deletes page views of days before `viewsBefore` and salts of days before `saltsBefore`. */
  forget(viewsBefore: string, saltsBefore: string): Promise<void>;
  /** The days whose raw page views are still kept, oldest first. */
  keptDays(): Promise<string[]>;
  /** The daily figures of the days from `from` to `to` (inclusive), summed; each list at most `limit` long. */
  rows(from: string, to: string, limit: number): Promise<ReadershipRows>;
}
