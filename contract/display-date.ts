/**
 * The one rule for the dates readers see, on the API, the site and the desk alike: the calendar day
 * in the magazine's own time zone, in en-GB short form ("12 Mar 2025"). `2025-03-12T00:30:00+05:30`
 * is 12 March wherever the page is built or read, although it is still 11 March in UTC.
 */

/** The magazine's own time zone: Colombo's calendar decides which day a date falls on. */
export const MAGAZINE_TIME_ZONE = 'Asia/Colombo';

const SHORT_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const inMagazineZone = new Intl.DateTimeFormat('en-GB', { ...SHORT_DATE, timeZone: MAGAZINE_TIME_ZONE });
/** For a day written without a time zone: shown as written, so read in UTC, where it was placed. */
const asWritten = new Intl.DateTimeFormat('en-GB', { ...SHORT_DATE, timeZone: 'UTC' });

/** A day, or a day and time, without an offset: already the magazine's own calendar. */
const WITHOUT_OFFSET = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?$/;
/** A moment: a day and time with `Z` or an offset. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * "12 Mar 2025" for an ISO 8601 date: a moment (with `Z` or an offset) is shown on its day in
 * Colombo; a day or time written without an offset is taken as Colombo's own and shown as written.
 * Undefined for anything else (a malformed or impossible date, or text such as "Spring issue").
 */
export function displayDate(value: string): string | undefined {
  const text = value.trim();
  const written = WITHOUT_OFFSET.exec(text);
  if (written) {
    const [year, month, day] = written.slice(1, 4).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(2000, month - 1, day));
    date.setUTCFullYear(year);
    const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(text));
    return real ? asWritten.format(date) : undefined;
  }
  if (!WITH_OFFSET.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : inMagazineZone.format(time);
}

/**
 * The display date stored with an item ("12 Mar 2025"), by the same rule; a creation time that is
 * no date is refused.
 */
export function itemDisplayDate(createdAt: string): string {
  const shown = displayDate(createdAt);
  if (shown === undefined) throw new Error(`Not a date: "${createdAt}"`);
  return shown;
}
