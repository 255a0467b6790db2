/** What an issue's cover prints beside its title: its number, and the month it is dated. */
import { COVER_DATE_PATTERN } from '../../../contract/schemas.ts';

const MONTH_AND_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * What an issue's page says before the printed number, for screen readers and the search index
 * (readers search "Issue 12"), where the eye reads the cover's "No. 12" alone.
 */
export const ISSUE_NUMBER_LEAD = 'Issue';

/** "No. 12", or undefined for an issue without a number. */
export function issueNumberText(issue: { issueNumber?: number | undefined }): string | undefined {
  return issue.issueNumber === undefined ? undefined : `No. ${issue.issueNumber}`;
}

/** "November 2026" for the cover date `2026-11`; undefined for anything else. */
export function coverMonthText(coverDate: string | undefined): string | undefined {
  if (!coverDate || !COVER_DATE_PATTERN.test(coverDate)) return undefined;
  const [year, month] = coverDate.split('-').map(Number) as [number, number];
  return MONTH_AND_YEAR.format(Date.UTC(year, month - 1, 1));
}
