/** Dates are shown in en-GB short format, e.g. "12 Mar 2025". */
const formatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return formatter.format(new Date(time));
}

/** Newest first by an ISO date; ties keep their order. */
export function byNewest<T>(getDate: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => Date.parse(getDate(b)) - Date.parse(getDate(a));
}

/** A Firestore-style `{seconds, nanoseconds}` timestamp as an ISO date. */
export function timestampToIso(timestamp: { seconds: number; nanoseconds: number }): string {
  return new Date(timestamp.seconds * 1000 + Math.floor(timestamp.nanoseconds / 1_000_000)).toISOString();
}
