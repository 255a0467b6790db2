import { describe, expect, it } from 'vitest';
import { itemDisplayDate } from '../../../contract/display-date.ts';
import { byNewest, formatDate, timestampToIso } from './dates.ts';

describe('formatDate', () => {
  it('shows en-GB short dates', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 Mar 2025');
    expect(formatDate('2024-07-15T00:00:00.000Z')).toBe('15 Jul 2024');
  });

  it('shows the day in Colombo, the day the API stores for the same item', () => {
    // Just after and just before midnight in Colombo, midnight UTC, with and without an offset.
    const cases = {
      '2025-03-12T00:30:00+05:30': '12 Mar 2025',
      '2025-03-11T18:30:00Z': '12 Mar 2025',
      '2025-03-11T23:59:59+05:30': '11 Mar 2025',
      '2025-03-12T00:00:00Z': '12 Mar 2025',
      '2025-03-12T00:30:00': '12 Mar 2025',
      '2025-03-12': '12 Mar 2025',
    };
    for (const [iso, shown] of Object.entries(cases)) {
      expect(formatDate(iso), iso).toBe(shown);
      expect(itemDisplayDate(iso), iso).toBe(shown);
    }
  });

  it('keeps text that is not a date as it is', () => {
    expect(formatDate('Spring issue')).toBe('Spring issue');
  });
});

describe('byNewest', () => {
  it('puts the newest first', () => {
    const dates = ['2024-01-01', '2026-05-01', '2025-02-01'];
    expect([...dates].sort(byNewest((value) => value))).toEqual(['2026-05-01', '2025-02-01', '2024-01-01']);
  });
});

describe('timestampToIso', () => {
  it('reads a Firestore-style timestamp', () => {
    expect(timestampToIso({ seconds: 1768473000, nanoseconds: 250_000_000 })).toBe('2026-01-15T10:30:00.250Z');
    expect(formatDate(timestampToIso({ seconds: 0, nanoseconds: 0 }))).toBe('1 Jan 1970');
  });
});
