/**
 * Where a reader stopped in each issue, as this browser keeps it: the page (1-based), the issue's
 * page count then, and when (ms since the epoch). The same shape merges the API's rows in, the
 * later of two writes winning, so a signed-in reader's place follows them between devices.
 */
import { READER } from '../../config/reader.ts';
import { READER_MESSAGES } from './messages.ts';

export interface PageProgress {
  page: number;
  total: number;
  at: number;
}

export type ProgressByIssue = Readonly<Record<string, PageProgress>>;

const wholeAtLeast = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

function isProgress(value: unknown): value is PageProgress {
  if (!value || typeof value !== 'object') return false;
  const { page, total, at } = value as Record<string, unknown>;
  return wholeAtLeast(page, 1) && wholeAtLeast(total, 0) && wholeAtLeast(at, 0);
}

/** Whatever is stored under the key, keep only well-formed entries. */
export function decodeProgress(raw: string | undefined): ProgressByIssue {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => isProgress(entry))) as ProgressByIssue;
  } catch {
    return {};
  }
}

/** The later of two; the first when both were written at the same moment. */
export function later(a: PageProgress | undefined, b: PageProgress | undefined): PageProgress | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.at > a.at ? b : a;
}

/** Keeps the most recent issues only, so the stored list cannot grow without end. */
function newestOnly(all: Record<string, PageProgress>): ProgressByIssue {
  const entries = Object.entries(all);
  if (entries.length <= READER.rememberedIssues) return all;
  return Object.fromEntries(entries.sort(([, a], [, b]) => b.at - a.at).slice(0, READER.rememberedIssues));
}

export function withPage(all: ProgressByIssue, issueId: string, entry: PageProgress): ProgressByIssue {
  return newestOnly({ ...all, [issueId]: entry });
}

/** Each issue at its later entry of the two. */
export function mergeProgress(local: ProgressByIssue, remote: ProgressByIssue): ProgressByIssue {
  const merged: Record<string, PageProgress> = { ...local };
  for (const [issueId, entry] of Object.entries(remote)) {
    const kept = later(local[issueId], entry);
    if (kept) merged[issueId] = kept;
  }
  return newestOnly(merged);
}

/**
 * The page to offer on opening (1-based), or undefined: only a remembered page past the cover that
 * the issue still has, and not the one the reader opens at anyway.
 */
export function continuePage(entry: PageProgress | undefined, openingPage: number, total: number): number | undefined {
  if (!entry || entry.page <= 1 || entry.page > total || entry.page === openingPage) return undefined;
  return entry.page;
}

/** "Page 12 of 40", or undefined when there is nothing to say (never opened, or at the cover). */
export function progressLabel(entry: PageProgress | undefined): string | undefined {
  if (!entry || entry.page <= 1) return undefined;
  return entry.total >= entry.page ? READER_MESSAGES.pageOf(entry.page, entry.total) : `Page ${entry.page}`;
}
