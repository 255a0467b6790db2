import { describe, expect, it } from 'vitest';
import type { WireImportJob } from '../../../contract/issue-import.ts';
import { failedPagesLine, pageList, progressLine, timeLeft } from './import-progress.ts';

const job = (patch: Partial<WireImportJob>): WireImportJob => ({
  id: 1,
  fileName: 'march.pdf',
  fileBytes: 10,
  state: 'running',
  pagesDone: 0,
  failedPages: [],
  contents: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  ...patch,
});

describe('import progress', () => {
  it('names the page being imported and the time left', () => {
    expect(progressLine(job({ pageCount: 120, pagesDone: 36, secondsLeft: 150 }))).toBe(
      'Page 37 of 120 · About 3 minutes left',
    );
    expect(progressLine(job({ pageCount: 120, pagesDone: 120 }))).toBe('Page 120 of 120');
    expect(progressLine(job({}))).toBe('Opening the PDF…');
    expect(progressLine(job({ state: 'waiting' }))).toBe('Waiting for the import before it to finish…');
  });

  it('rounds the time left as a person would say it', () => {
    expect(timeLeft(2)).toBe('About 5 seconds left');
    expect(timeLeft(43)).toBe('About 45 seconds left');
    expect(timeLeft(80)).toBe('About a minute left');
    expect(timeLeft(600)).toBe('About 10 minutes left');
  });

  it('lists the pages that failed', () => {
    expect(pageList([3])).toBe('Page 3');
    expect(pageList([3, 7, 9])).toBe('Pages 3, 7 and 9');
    expect(failedPagesLine(job({}))).toBeUndefined();
    expect(failedPagesLine(job({ failedPages: [3, 7] }))).toBe(
      'Pages 3 and 7 could not be read; they have a placeholder page. Replace them in the issue before publishing.',
    );
  });
});
