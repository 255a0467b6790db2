import { displayDate } from '../../../contract/display-date.ts';

/**
 * "12 Mar 2025": the day in the magazine's time zone, by the rule the API and the desk use
 * (contract/display-date.ts). Text that is no ISO date (an issue's "Spring 2026") is shown as it is.
 */
export function formatDate(iso: string): string {
  return displayDate(iso) ?? iso;
}

/** Newest first by an ISO date; ties keep their order. */
export function byNewest<T>(getDate: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => Date.parse(getDate(b)) - Date.parse(getDate(a));
}

/** A Firestore-style `{seconds, nanoseconds}` timestamp as an ISO date. */
export function timestampToIso(timestamp: { seconds: number; nanoseconds: number }): string {
  return new Date(timestamp.seconds * 1000 + Math.floor(timestamp.nanoseconds / 1_000_000)).toISOString();
}
