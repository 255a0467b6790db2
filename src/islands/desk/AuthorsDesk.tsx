/**
 * The desk's Authors screen: every author, and a form for a new one or the one chosen. A save the
 * API refuses shows why and keeps the form as typed.
 */
import { useEffect, useState } from 'react';
import { AUTHOR_LIMITS, type WireAuthor } from '../../../contract/authors.ts';
import { deleteDeskAuthor, fetchDeskAuthors, saveDeskAuthor } from '../../lib/api/desk-authors.ts';
import {
  AUTHORS_DESK_TEXT as TEXT,
  EMPTY_AUTHOR_FORM,
  formOf,
  writeOf,
  type AuthorForm,
} from '../../lib/desk/author-form.ts';
import { deskHash, type DeskRoute } from '../../lib/desk/desk-route.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { AuthorLinksField } from './AuthorLinksField.tsx';
import { AuthorPortraitField } from './AuthorPortraitField.tsx';

type Load = { status: 'loading' } | { status: 'loaded'; authors: WireAuthor[] } | { status: 'failed'; message: string };
type Outcome =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

export default function AuthorsDesk({ slug, go }: { slug?: string; go: (route: DeskRoute) => void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [form, setForm] = useState<AuthorForm>(EMPTY_AUTHOR_FORM);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  useEffect(() => {
    let current = true;
    void withEditorToken(fetchDeskAuthors).then((answer) => {
      if (current)
        setLoad(
          answer.ok ? { status: 'loaded', authors: answer.value } : { status: 'failed', message: answer.message },
        );
    });
    return () => {
      current = false;
    };
  }, []);

  const authors = load.status === 'loaded' ? load.authors : [];
  const chosen = slug === undefined ? undefined : authors.find((author) => author.slug === slug);
  useEffect(() => {
    setForm(chosen ? formOf(chosen) : EMPTY_AUTHOR_FORM);
    // A new choice starts afresh; a save's answer stays until then.
  }, [chosen]);

  const change = (patch: Partial<AuthorForm>) => setForm((previous) => ({ ...previous, ...patch }));

  async function save() {
    setOutcome({ status: 'saving' });
    const answer = await withEditorToken((token) => saveDeskAuthor(chosen?.slug, writeOf(form), token));
    if (!answer.ok) return setOutcome({ status: 'failed', message: answer.message });
    const saved = answer.value;
    setLoad({
      status: 'loaded',
      authors: [...authors.filter((author) => author.slug !== saved.slug), saved].sort(bySlug),
    });
    setOutcome({ status: 'done', message: TEXT.saved });
    if (!chosen) go({ screen: 'authors', slug: saved.slug });
  }

  async function remove(gone: WireAuthor) {
    const answer = await withEditorToken((token) => deleteDeskAuthor(gone.slug, token));
    if (!answer.ok) return setOutcome({ status: 'failed', message: answer.message });
    setLoad({ status: 'loaded', authors: authors.filter((author) => author.slug !== gone.slug) });
    setOutcome({ status: 'done', message: TEXT.deleted });
    go({ screen: 'authors' });
  }

  return (
    <section className="desk-editor desk-authors" aria-labelledby="desk-authors-heading">
      <p>
        <a href={deskHash({ screen: 'library' })}>← Library</a>
      </p>
      <h2 id="desk-authors-heading">{TEXT.heading}</h2>
      <div className="desk-editor__columns">
        <nav className="desk-editor__side" aria-label={TEXT.heading}>
          {load.status === 'loading' && <p role="status">{TEXT.loading}</p>}
          {load.status === 'failed' && (
            <p role="alert" className="desk-error">
              {load.message}
            </p>
          )}
          {load.status === 'loaded' && authors.length === 0 && <p>{TEXT.none}</p>}
          <ul className="desk-authors__list">
            {authors.map((author) => (
              <li key={author.slug}>
                <a
                  href={deskHash({ screen: 'authors', slug: author.slug })}
                  aria-current={author.slug === slug ? 'page' : undefined}
                >
                  {author.name}
                </a>
              </li>
            ))}
          </ul>
          <a className="button" href={deskHash({ screen: 'authors' })}>
            {TEXT.newAuthor}
          </a>
        </nav>
        <form
          className="desk-editor__fields"
          aria-label={chosen ? chosen.name : TEXT.newAuthor}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="field">
            <label htmlFor="desk-author-name">Name</label>
            <input
              id="desk-author-name"
              type="text"
              required
              maxLength={AUTHOR_LIMITS.name}
              value={form.name}
              aria-describedby={chosen?.formerNames ? 'desk-author-former-names' : undefined}
              onChange={(event) => change({ name: event.target.value })}
            />
            {chosen?.formerNames && (
              <p id="desk-author-former-names" className="field__hint">
                {TEXT.formerNames} {chosen.formerNames.join(', ')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="desk-author-slug">Slug</label>
            <input
              id="desk-author-slug"
              type="text"
              value={form.slug}
              readOnly={chosen !== undefined}
              aria-describedby="desk-author-slug-hint"
              onChange={(event) => change({ slug: event.target.value })}
            />
            <p id="desk-author-slug-hint" className="field__hint">
              {TEXT.slugHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor="desk-author-bio">Short bio</label>
            <textarea
              id="desk-author-bio"
              rows={4}
              maxLength={AUTHOR_LIMITS.bio}
              value={form.bio}
              aria-describedby="desk-author-bio-count"
              onChange={(event) => change({ bio: event.target.value })}
            />
            <p id="desk-author-bio-count" className="field__hint" aria-live="polite">
              {form.bio.length} of {AUTHOR_LIMITS.bio} characters
            </p>
          </div>
          <AuthorPortraitField value={form.portrait} onChange={(portrait) => change({ portrait })} />
          <AuthorLinksField links={form.links} onChange={(links) => change({ links })} />
          <div className="desk-publish__actions">
            <button type="submit" className="button" disabled={outcome.status === 'saving'}>
              {outcome.status === 'saving' ? TEXT.saving : TEXT.save}
            </button>
            {chosen && (
              <ConfirmButton
                label={TEXT.delete}
                question={TEXT.deleteQuestion}
                confirm={TEXT.delete}
                onConfirm={() => void remove(chosen)}
              />
            )}
          </div>
          {outcome.status === 'done' && <p role="status">{outcome.message}</p>}
          {outcome.status === 'failed' && (
            <p role="alert" className="desk-error">
              {outcome.message}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}

function bySlug(a: WireAuthor, b: WireAuthor): number {
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}
