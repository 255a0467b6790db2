/**
 * The desk's Newsletter screen (`#/newsletter`): compose an edition (subject, introduction, stories
 * from the library, the latest issue), preview it at phone and desktop width and as plain text,
 * send a test to oneself, send it now or at a time; edit a draft or scheduled edition in the same
 * form; the editions' history (NewsletterEditions.tsx) and the subscribers (NewsletterReaders.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import type { LibraryEntry } from '../../../contract/desk.ts';
import type { EditionDraftBody, ReaderCounts } from '../../../contract/newsletter.ts';
import { fetchLibrary } from '../../lib/api/desk.ts';
import {
  changeEdition,
  fetchEdition,
  previewEdition,
  sendEdition,
  sendTestEdition,
} from '../../lib/api/newsletter-desk.ts';
import { deskHash } from '../../lib/desk/desk-route.ts';
import { NEWSLETTER_DESK_TEXT as TEXT } from '../../lib/desk/newsletter-text.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { NewsletterEditions, useEditions } from './NewsletterEditions.tsx';
import { NewsletterReaders } from './NewsletterReaders.tsx';
import './newsletter-desk.css';

type PreviewWidth = keyof typeof TEXT.widths;
const FRAME_WIDTHS: Record<Exclude<PreviewWidth, 'text'>, number> = { phone: 375, desktop: 720 };

/** An ISO time as a datetime-local field shows it: the editor's own time, to the minute. */
function localInput(iso: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export default function NewsletterDesk() {
  const [subject, setSubject] = useState('');
  const [intro, setIntro] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [withIssue, setWithIssue] = useState(true);
  const [sendAt, setSendAt] = useState('');
  const [stories, setStories] = useState<LibraryEntry[]>([]);
  const [preview, setPreview] = useState<{ html: string; text: string }>();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [message, setMessage] = useState<string>();
  /** The edition being edited; undefined while composing a new one. */
  const [editing, setEditing] = useState<number>();
  const [counts, setCounts] = useState<ReaderCounts>();
  const [editions, refresh] = useEditions();
  const onCounts = useCallback((next: ReaderCounts) => setCounts(next), []);

  useEffect(() => {
    void withEditorToken(fetchLibrary).then((answer) => {
      if (answer.ok) setStories(answer.value.filter((entry) => entry.kind !== 'issue' && entry.status === 'published'));
    });
  }, []);

  const draft = (): EditionDraftBody => ({
    subject,
    intro,
    ...(picked.length > 0 ? { itemIds: picked } : {}),
    ...(withIssue ? {} : { withoutIssue: true }),
  });

  const show = async () => {
    setMessage(TEXT.previewing);
    const answer = await withEditorToken((token) => previewEdition(draft(), token));
    setMessage(answer.ok ? undefined : answer.message);
    if (answer.ok) setPreview(answer.value);
  };
  const test = async () => {
    const answer = await withEditorToken((token) => sendTestEdition(draft(), token));
    setMessage(answer.ok ? TEXT.testSent(answer.value.sentTo) : answer.message);
  };
  const send = async (at: string | undefined) => {
    if (!at && !confirm(TEXT.confirmSend(counts?.confirmed ?? 0))) return;
    const sendAt = new Date(at ?? Date.now()).toISOString();
    // A new edition without a time goes now; a changed one is given now explicitly.
    const body = at || editing !== undefined ? { ...draft(), sendAt } : draft();
    const answer = await withEditorToken((token) =>
      editing === undefined ? sendEdition(body, token) : changeEdition(editing, body, token),
    );
    setMessage(answer.ok ? (at ? TEXT.scheduled : TEXT.queued) : answer.message);
    if (answer.ok) setEditing(undefined);
    refresh();
  };
  const save = async (id: number) => {
    // The time in the field is kept (a scheduled edition's own, or one typed); none leaves a draft a draft.
    const body = sendAt ? { ...draft(), sendAt: new Date(sendAt).toISOString() } : draft();
    const answer = await withEditorToken((token) => changeEdition(id, body, token));
    setMessage(answer.ok ? TEXT.saved : answer.message);
    refresh();
  };
  const edit = async (id: number) => {
    const answer = await withEditorToken((token) => fetchEdition(id, token));
    if (!answer.ok) return setMessage(answer.message);
    const { edition, source } = answer.value;
    setEditing(id);
    setSubject(source?.subject ?? edition.subject);
    setIntro(source?.intro ?? '');
    setPicked(source?.itemIds ?? []);
    setWithIssue(!source?.withoutIssue);
    setSendAt(edition.state === 'scheduled' ? localInput(edition.sendAt) : '');
    setMessage(undefined);
  };
  const stopEditing = () => {
    setEditing(undefined);
    setSubject('');
    setIntro('');
    setPicked([]);
    setWithIssue(true);
    setSendAt('');
  };
  const changed = (note: string) => {
    setMessage(note);
    refresh();
  };
  const toggle = (id: string) =>
    setPicked((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));

  return (
    <section className="newsletter-desk" aria-labelledby="newsletter-heading">
      <div className="newsletter-desk__head">
        <h2 id="newsletter-heading">{TEXT.heading}</h2>
        <a href={deskHash({ screen: 'library' })}>{TEXT.back}</a>
      </div>
      <form
        className="newsletter-desk__compose"
        aria-label={editing === undefined ? TEXT.compose : TEXT.editing}
        onSubmit={(event) => event.preventDefault()}
      >
        <h3>{editing === undefined ? TEXT.compose : TEXT.editing}</h3>
        <label>
          {TEXT.subject}
          <input value={subject} maxLength={150} required onChange={(event) => setSubject(event.target.value)} />
        </label>
        <label>
          {TEXT.intro}
          <textarea value={intro} rows={5} onChange={(event) => setIntro(event.target.value)} />
        </label>
        <fieldset>
          <legend>{TEXT.stories}</legend>
          <p>{TEXT.storiesNote}</p>
          <ul className="newsletter-desk__stories">
            {stories.map((story) => (
              <li key={`${story.kind}:${story.id}`}>
                <label>
                  <input type="checkbox" checked={picked.includes(story.id)} onChange={() => toggle(story.id)} />
                  {story.title}
                </label>
              </li>
            ))}
          </ul>
          <label>
            <input type="checkbox" checked={withIssue} onChange={(event) => setWithIssue(event.target.checked)} />
            {TEXT.withIssue}
          </label>
        </fieldset>
        <p className="newsletter-desk__actions">
          <button type="button" className="button button--ghost" onClick={() => void show()}>
            {TEXT.preview}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void test()}>
            {TEXT.sendTest}
          </button>
          <button type="button" className="button" onClick={() => void send(undefined)}>
            {TEXT.sendNow}
          </button>
          <label>
            {TEXT.scheduleAt}
            <input type="datetime-local" value={sendAt} onChange={(event) => setSendAt(event.target.value)} />
          </label>
          <button type="button" className="button button--ghost" disabled={!sendAt} onClick={() => void send(sendAt)}>
            {TEXT.schedule}
          </button>
          {editing !== undefined && (
            <>
              <button type="button" className="button" onClick={() => void save(editing)}>
                {TEXT.save}
              </button>
              <button type="button" className="button button--ghost" onClick={stopEditing}>
                {TEXT.stopEditing}
              </button>
            </>
          )}
        </p>
        {message && <p role="status">{message}</p>}
      </form>
      {preview && (
        <section aria-label={TEXT.preview} className="newsletter-desk__preview">
          <div role="group" aria-label="Preview width">
            {(Object.keys(TEXT.widths) as PreviewWidth[]).map((name) => (
              <button
                key={name}
                type="button"
                className="button button--ghost"
                aria-pressed={width === name}
                onClick={() => setWidth(name)}
              >
                {TEXT.widths[name]}
              </button>
            ))}
          </div>
          {width === 'text' ? (
            <pre>{preview.text}</pre>
          ) : (
            <iframe
              title={`${TEXT.preview}: ${TEXT.widths[width]}`}
              sandbox=""
              srcDoc={preview.html}
              style={{ width: FRAME_WIDTHS[width] }}
            />
          )}
        </section>
      )}
      <section aria-labelledby="newsletter-history">
        <h3 id="newsletter-history">{TEXT.history}</h3>
        <NewsletterEditions editions={editions} onEdit={(id) => void edit(id)} onChanged={changed} />
      </section>
      <NewsletterReaders onCounts={onCounts} />
    </section>
  );
}
