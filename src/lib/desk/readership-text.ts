/** The words of the desk's Readership screen, and how its figures read. */
import type { ReadershipPeriod } from '../../../contract/readership.ts';

export const READERSHIP_TEXT = {
  heading: 'Readership',
  link: 'Readership',
  back: 'Back to the library',
  loading: 'Loading the figures…',
  periods: { 1: 'Today', 7: '7 days', 30: '30 days' } satisfies Record<ReadershipPeriod, string>,
  chartCaption: 'Page views and readers by day',
  tableSummary: 'The figures by day',
  none: 'None yet.',
  readersNote:
    'A reader is counted once a day: readers of several days are each day’s added up, as no one can link one day’s readers to the next.',
} as const;

/** `1,234`, as the desk writes counts. */
export function countText(count: number): string {
  return count.toLocaleString('en-GB');
}

/** `2 min 5 s`, or `45 s`. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** `12 Nov` of a `YYYY-MM-DD` day (UTC). */
export function dayText(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** One library entry's figures, as the library lists them. */
export function entryFiguresText(figures: { views: number; readPercent: number } | undefined): string {
  if (!figures) return 'No views in 30 days';
  return `${countText(figures.views)} ${figures.views === 1 ? 'view' : 'views'} · ${figures.readPercent}% read`;
}
