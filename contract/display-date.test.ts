import { describe, expect, it, vi } from 'vitest';
import { displayDate, itemDisplayDate, MAGAZINE_TIME_ZONE } from './display-date.ts';

describe('displayDate', () => {
  it('shows a moment on its day in the magazine’s time zone, in en-GB short form', () => {
    expect(MAGAZINE_TIME_ZONE).toBe('Asia/Colombo');
    expect(displayDate('2025-03-12T00:30:00+05:30')).toBe('12 Mar 2025');
    expect(displayDate('2025-03-12T09:00:00+05:30')).toBe('12 Mar 2025');
    expect(displayDate('2024-07-15T00:00:00.000Z')).toBe('15 Jul 2024');
  });

  it('turns the day at midnight in Colombo, not at midnight UTC', () => {
    // Just after midnight in Colombo: the UTC day before.
    expect(displayDate('2025-03-12T00:00:00+05:30')).toBe('12 Mar 2025');
    expect(displayDate('2025-03-11T18:30:00Z')).toBe('12 Mar 2025');
    expect(displayDate('2025-03-11T18:30:00.001Z')).toBe('12 Mar 2025');
    // Just before midnight in Colombo.
    expect(displayDate('2025-03-11T23:59:59+05:30')).toBe('11 Mar 2025');
    expect(displayDate('2025-03-11T18:29:59.999Z')).toBe('11 Mar 2025');
    // Midnight UTC is 05:30 in Colombo, the same day; the minute before it too.
    expect(displayDate('2025-03-12T00:00:00Z')).toBe('12 Mar 2025');
    expect(displayDate('2025-03-11T23:59:59Z')).toBe('12 Mar 2025');
    // Another offset: 23:59 in Los Angeles on New Year's Eve is New Year's Day in Colombo.
    expect(displayDate('2024-12-31T23:59:59-08:00')).toBe('1 Jan 2025');
    expect(displayDate('2024-12-31T18:29:59Z')).toBe('31 Dec 2024');
  });

  it('takes a day or time written without an offset as the magazine’s own, shown as written', () => {
    expect(displayDate('2026-01-05')).toBe('5 Jan 2026');
    expect(displayDate('2025-03-12T00:30:00')).toBe('12 Mar 2025');
    expect(displayDate('2025-03-11T23:59')).toBe('11 Mar 2025');
    expect(displayDate('2024-02-29')).toBe('29 Feb 2024');
  });

  it('gives the same answer whatever the machine’s own time zone', () => {
    const cases = ['2025-03-12T00:30:00+05:30', '2025-03-11T18:29:59Z', '2025-03-12T00:30:00', '2025-03-12'];
    const here = cases.map(displayDate);
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      vi.stubEnv('TZ', zone);
      try {
        expect(cases.map(displayDate), zone).toEqual(here);
      } finally {
        vi.unstubAllEnvs();
      }
    }
    expect(here).toEqual(['12 Mar 2025', '11 Mar 2025', '12 Mar 2025', '12 Mar 2025']);
  });

  it('gives nothing for text that is not an ISO date, or a day that does not exist', () => {
    for (const text of ['soon', 'Spring issue', '', '12 Mar 2025', '2025-02-30', '2023-02-29', '2025-13-01']) {
      expect(displayDate(text), text).toBeUndefined();
    }
    expect(displayDate('2025-03-12T25:00:00')).toBeUndefined();
    expect(displayDate('2025-03-12T10:00:00+0530')).toBeUndefined();
  });
});

describe('itemDisplayDate', () => {
  it('writes the day in Colombo, in en-GB short form', () => {
    expect(itemDisplayDate('2025-03-12T00:30:00+05:30')).toBe('12 Mar 2025');
    expect(itemDisplayDate('2025-03-11T19:00:00Z')).toBe('12 Mar 2025');
    expect(itemDisplayDate('2025-09-09T00:30:00+05:30')).toMatch(/^9 Sept? 2025$/);
    expect(itemDisplayDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('refuses text that is not a date', () => {
    expect(() => itemDisplayDate('soon')).toThrow(/Not a date/);
  });
});
