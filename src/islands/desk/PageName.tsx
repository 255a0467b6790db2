/**
 * A counted page as the desk names it: the title of the story or issue it shows, opening it in the
 * desk's editor, with its path in small text; a page that is no item (the home page, a topic, an
 * item since deleted) by its path, opening the page itself.
 */
import type { LibraryEntry } from '../../../contract/desk.ts';
import { deskHash } from '../../lib/desk/desk-route.ts';

/** The library's published entries by their public page's path. */
export type EntriesByPath = ReadonlyMap<string, LibraryEntry>;

export function entriesByPath(entries: readonly LibraryEntry[]): EntriesByPath {
  return new Map(entries.flatMap((entry) => (entry.livePath ? [[entry.livePath, entry] as const] : [])));
}

export function PageName({ path, entries }: { path: string; entries: EntriesByPath }) {
  const entry = entries.get(path);
  if (!entry) return <a href={path}>{path}</a>;
  return (
    <>
      <a href={deskHash({ screen: 'edit', kind: entry.kind, id: entry.id })}>{entry.title}</a>{' '}
      <small className="readership__path">{path}</small>
    </>
  );
}
