import { describe, expect, it } from 'vitest';
import { READER } from '../../config/reader.ts';
import { continuePage, decodeProgress, mergeProgress, progressLabel, withPage } from './progress.ts';

describe('decodeProgress', () => {
  it('keeps only well-formed entries of whatever is stored', () => {
    const raw = JSON.stringify({ 1: { page: 4, total: 12, at: 9 }, 2: { page: 0, total: 12, at: 9 }, 3: 'x' });
    expect(decodeProgress(raw)).toEqual({ 1: { page: 4, total: 12, at: 9 } });
    expect(decodeProgress('not json')).toEqual({});
    expect(decodeProgress('[1]')).toEqual({});
    expect(decodeProgress(undefined)).toEqual({});
  });
});

describe('mergeProgress', () => {
  it('keeps the later entry of each issue, whichever side it came from', () => {
    const local = { 1: { page: 4, total: 12, at: 100 }, 2: { page: 7, total: 12, at: 300 } };
    const remote = {
      1: { page: 9, total: 12, at: 200 },
      2: { page: 2, total: 12, at: 250 },
      3: { page: 5, total: 8, at: 1 },
    };
    expect(mergeProgress(local, remote)).toEqual({
      1: { page: 9, total: 12, at: 200 },
      2: { page: 7, total: 12, at: 300 },
      3: { page: 5, total: 8, at: 1 },
    });
  });

  it('forgets the issues read longest ago beyond the remembered count', () => {
    let all = {};
    for (let at = 0; at <= READER.rememberedIssues; at += 1)
      all = withPage(all, String(at + 1), { page: 2, total: 4, at });
    expect(Object.keys(all)).toHaveLength(READER.rememberedIssues);
    expect(all).not.toHaveProperty('1');
  });
});

describe('continuePage', () => {
  const entry = { page: 12, total: 40, at: 1 };
  it('offers a remembered page past the cover that the issue still has, unless the reader opens there', () => {
    expect(continuePage(entry, 1, 40)).toBe(12);
    expect(continuePage(entry, 12, 40)).toBeUndefined();
    expect(continuePage(entry, 1, 10)).toBeUndefined();
    expect(continuePage({ ...entry, page: 1 }, 3, 40)).toBeUndefined();
    expect(continuePage(undefined, 1, 40)).toBeUndefined();
  });
});

describe('progressLabel', () => {
  it('says how far the reader got', () => {
    expect(progressLabel({ page: 12, total: 40, at: 1 })).toBe('Page 12 of 40');
    expect(progressLabel({ page: 3, total: 0, at: 1 })).toBe('Page 3');
    expect(progressLabel({ page: 1, total: 40, at: 1 })).toBeUndefined();
    expect(progressLabel(undefined)).toBeUndefined();
  });
});
