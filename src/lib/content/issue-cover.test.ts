import { describe, expect, it } from 'vitest';
import { coverMonthText, issueNumberText } from './issue-cover.ts';

describe('an issue’s cover words', () => {
  it('names the number printed on the cover', () => {
    expect(issueNumberText({ issueNumber: 12 })).toBe('No. 12');
    expect(issueNumberText({})).toBeUndefined();
  });

  it('names the month of the cover date, whatever the time zone', () => {
    expect(coverMonthText('2026-11')).toBe('November 2026');
    expect(coverMonthText('2026-01')).toBe('January 2026');
    expect(coverMonthText('2026-13')).toBeUndefined();
    expect(coverMonthText(undefined)).toBeUndefined();
  });
});
