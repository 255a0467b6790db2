/** The desk's library as the editor narrows it: words, status, topic and kind; newest first. */
import type { DeskKind, EditorialStatus, LibraryEntry } from '../../../contract/desk.ts';

export interface LibraryFilter {
  query: string;
  status: EditorialStatus | '';
  category: string;
  kind: DeskKind | '';
}

export const NO_FILTER: LibraryFilter = { query: '', status: '', category: '', kind: '' };

function words(text: string): string[] {
  return text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

export function filterLibrary(entries: readonly LibraryEntry[], filter: LibraryFilter): LibraryEntry[] {
  const wanted = words(filter.query);
  return entries
    .filter((entry) => !filter.status || entry.status === filter.status)
    .filter((entry) => !filter.category || entry.category === filter.category)
    .filter((entry) => !filter.kind || entry.kind === filter.kind)
    .filter((entry) => {
      const haystack = `${entry.title} ${entry.id}`.toLocaleLowerCase();
      return wanted.every((word) => haystack.includes(word));
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
