import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../../contract/desk.ts';
import { filterLibrary, NO_FILTER } from './library-filter.ts';

const entry = (id: string, createdAt: string, extra: Partial<LibraryEntry> = {}): LibraryEntry => ({
  kind: 'blog',
  id,
  title: id.replace(/-/g, ' '),
  status: 'published',
  version: 1,
  createdAt,
  updatedAt: createdAt,
  category: 'travel',
  ...extra,
});

const entries = [
  entry('old-tea', '2025-01-01T00:00:00Z'),
  entry('new-tea-hills', '2026-01-01T00:00:00Z', { status: 'draft', category: 'art' }),
  entry('12', '2025-06-01T00:00:00Z', { kind: 'issue', title: 'Issue twelve', category: undefined }),
];

describe('filterLibrary', () => {
  it('lists everything newest first', () => {
    expect(filterLibrary(entries, NO_FILTER).map((e) => e.id)).toEqual(['new-tea-hills', '12', 'old-tea']);
  });

  it('narrows by every word typed, status, topic and kind', () => {
    expect(filterLibrary(entries, { ...NO_FILTER, query: 'TEA hills' }).map((e) => e.id)).toEqual(['new-tea-hills']);
    expect(filterLibrary(entries, { ...NO_FILTER, status: 'published' }).map((e) => e.id)).toEqual(['12', 'old-tea']);
    expect(filterLibrary(entries, { ...NO_FILTER, category: 'travel' }).map((e) => e.id)).toEqual(['old-tea']);
    expect(filterLibrary(entries, { ...NO_FILTER, kind: 'issue' }).map((e) => e.id)).toEqual(['12']);
  });
});
