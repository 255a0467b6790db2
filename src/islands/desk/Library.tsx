/** The desk's library: every blog, vlog and issue, narrowed by words, status, topic and kind. */
import { useEffect, useMemo, useState } from 'react';
import { CATEGORIES } from '../../../contract/categories.ts';
import { DESK_KINDS, EDITORIAL_STATUSES, type LibraryEntry } from '../../../contract/desk.ts';
import { fetchLibrary } from '../../lib/api/desk.ts';
import { formatDate } from '../../lib/content/dates.ts';
import { deskHash } from '../../lib/desk/desk-route.ts';
import { NEW_ISSUE_FROM_PDF } from '../../lib/desk/import-progress.ts';
import { entryFiguresText, READERSHIP_TEXT } from '../../lib/desk/readership-text.ts';
import { NEWSLETTER_DESK_TEXT } from '../../lib/desk/newsletter-text.ts';
import { AUTHORS_DESK_TEXT } from '../../lib/desk/author-form.ts';
import { FRONT_TEXT } from '../../lib/desk/front-text.ts';
import { filterLibrary, NO_FILTER, type LibraryFilter } from '../../lib/desk/library-filter.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { AuditLog } from './AuditLog.tsx';
import { useEntryFigures } from './useEntryFigures.ts';

export const LIBRARY_TEXT = {
  heading: 'Library',
  loading: 'Loading the library…',
  empty: 'Nothing matches.',
  kinds: { blog: 'Blog', vlog: 'Vlog', issue: 'Issue' },
} as const;

type Load =
  { status: 'loading' } | { status: 'loaded'; entries: LibraryEntry[] } | { status: 'failed'; message: string };

export function Library() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [filter, setFilter] = useState<LibraryFilter>(NO_FILTER);

  useEffect(() => {
    let current = true;
    void withEditorToken(fetchLibrary).then((answer) => {
      if (!current) return;
      setLoad(answer.ok ? { status: 'loaded', entries: answer.value } : { status: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, []);

  const figures = useEntryFigures();
  const shown = useMemo(() => (load.status === 'loaded' ? filterLibrary(load.entries, filter) : []), [load, filter]);
  const change = (patch: Partial<LibraryFilter>) => setFilter((previous) => ({ ...previous, ...patch }));

  return (
    <>
      <section className="desk-library" aria-labelledby="desk-library-heading">
        <div className="desk-library__head">
          <h2 id="desk-library-heading">{LIBRARY_TEXT.heading}</h2>
          <p className="desk-library__new">
            {DESK_KINDS.map((kind) => (
              <a key={kind} className="button" href={deskHash({ screen: 'edit', kind })}>
                New {LIBRARY_TEXT.kinds[kind].toLowerCase()}
              </a>
            ))}
            <a className="button" href={deskHash({ screen: 'import' })}>
              {NEW_ISSUE_FROM_PDF}
            </a>
            <a className="button" href={deskHash({ screen: 'readership' })}>
              {READERSHIP_TEXT.link}
            </a>
            <a className="button" href={deskHash({ screen: 'newsletter' })}>
              {NEWSLETTER_DESK_TEXT.link}
            </a>
            <a className="button" href={deskHash({ screen: 'authors' })}>
              {AUTHORS_DESK_TEXT.link}
            </a>
            <a className="button" href={deskHash({ screen: 'front' })}>
              {FRONT_TEXT.hero.link}
            </a>
          </p>
        </div>
        <div className="desk-library__filters" role="search">
          <label>
            Search
            <input type="search" value={filter.query} onChange={(event) => change({ query: event.target.value })} />
          </label>
          <label>
            Status
            <select
              value={filter.status}
              onChange={(event) => change({ status: event.target.value as LibraryFilter['status'] })}
            >
              <option value="">Any status</option>
              {EDITORIAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
          <label>
            Topic
            <select value={filter.category} onChange={(event) => change({ category: event.target.value })}>
              <option value="">Any topic</option>
              {CATEGORIES.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Kind
            <select
              value={filter.kind}
              onChange={(event) => change({ kind: event.target.value as LibraryFilter['kind'] })}
            >
              <option value="">Every kind</option>
              {DESK_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LIBRARY_TEXT.kinds[kind]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {load.status === 'loading' && <p role="status">{LIBRARY_TEXT.loading}</p>}
        {load.status === 'failed' && <p role="alert">{load.message}</p>}
        {load.status === 'loaded' && (
          <>
            <p role="status" className="desk-library__count">
              {shown.length ? `${shown.length} of ${load.entries.length}` : LIBRARY_TEXT.empty}
            </p>
            <ul className="desk-library__list">
              {shown.map((entry) => (
                <li key={`${entry.kind}:${entry.id}`} className="desk-library__entry">
                  <a href={deskHash({ screen: 'edit', kind: entry.kind, id: entry.id })}>{entry.title}</a>
                  <span className="desk-library__kind">{LIBRARY_TEXT.kinds[entry.kind]}</span>
                  <span className={`desk-status desk-status--${entry.status}`}>{entry.status}</span>
                  <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                  {figures && (
                    <span className="desk-library__figures">
                      {entryFiguresText(entry.livePath ? figures.get(entry.livePath) : undefined)}
                    </span>
                  )}
                  {entry.livePath ? (
                    <a href={entry.livePath} aria-label={`Live page of ${entry.title}`}>
                      Live page
                    </a>
                  ) : (
                    <span className="desk-library__not-live">Not live</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <AuditLog />
    </>
  );
}
