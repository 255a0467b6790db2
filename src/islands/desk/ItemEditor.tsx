/**
 * One blog, vlog or issue on the desk: its fields, its text (articles), its images or pages, the
 * preview and its status. Every change is kept in this browser at once and saved to the API a few
 * seconds later (lib/desk/autosaver.ts); a reload brings back what the API does not have yet.
 * Loaded on demand: Tiptap and ProseMirror come with it.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CATEGORIES } from '../../../contract/categories.ts';
import type { DeskKind } from '../../../contract/desk.ts';
import { DESK_TIMINGS } from '../../config/desk.ts';
import { deleteDeskRecord, fetchDeskRecord, saveDeskRecord } from '../../lib/api/desk.ts';
import { sanitizeInlineHtmlInBrowser as sanitize } from '../../lib/html/sanitize-browser.ts';
import { Autosaver, type SaveHow, type SaveState } from '../../lib/desk/autosaver.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { deskHash, type DeskRoute } from '../../lib/desk/desk-route.ts';
import { draftFromRecord, emptyDraft, sameContent, writeFromDraft, type Draft } from '../../lib/desk/draft.ts';
import { forgetDraft, keepDraft, readKeptDraft } from '../../lib/desk/local-drafts.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { AuditLog } from './AuditLog.tsx';
import { ImagesPanel } from './ImagesPanel.tsx';
import { FrontPanel } from './FrontPanel.tsx';
import { IssueCoverFields } from './IssueCoverFields.tsx';
import { IssuePages } from './IssuePages.tsx';
import { PlaceWordsFields } from './PlaceWordsFields.tsx';
import { Preview } from './Preview.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { RichText } from './RichText.tsx';
import { TitleField } from './TitleField.tsx';

export const EDITOR_TEXT = {
  loading: 'Loading…',
  restored: 'Changes kept in this browser that the API does not have yet were brought back.',
  back: '← Library',
  kinds: { blog: 'blog', vlog: 'vlog', issue: 'issue' },
} as const;

type Opened =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'open'; saver: Autosaver; restored: boolean };

function saveToApi(draft: Draft, how: SaveHow) {
  return withEditorToken((token) => saveDeskRecord(draft.kind, draft.id, writeFromDraft(draft, sanitize, how), token));
}

/** The API's version when it holds exactly this draft already (a save whose answer was lost). */
async function alreadyStored(sent: Draft): Promise<number | undefined> {
  if (sent.id === undefined) return undefined;
  const id = sent.id;
  const answer = await withEditorToken((token) => fetchDeskRecord(sent.kind, id, token));
  return answer.ok && sameContent(sent, answer.value, sanitize) ? answer.value.version : undefined;
}

/** Opens the item: the browser's unsaved copy when there is one, else the API's record. */
async function open(kind: DeskKind, id: string | undefined): Promise<Opened> {
  const kept = readKeptDraft(kind, id);
  let draft: Draft | undefined = kept?.draft;
  if (!draft && id !== undefined) {
    const answer = await withEditorToken((token) => fetchDeskRecord(kind, id, token));
    if (!answer.ok) return { status: 'failed', message: answer.message };
    draft = draftFromRecord(kind, answer.value, sanitize);
  }
  const saver = new Autosaver({
    draft: draft ?? emptyDraft(kind),
    unsaved: kept !== undefined,
    save: saveToApi,
    alreadyStored,
    keep: (changed) => keepDraft(changed),
    forget: (stored) => forgetDraft(stored.kind, stored.id),
    ...DESK_TIMINGS,
  });
  return { status: 'open', saver, restored: kept !== undefined };
}

function useSaver(saver: Autosaver): [Draft, SaveState] {
  const snapshot = useSyncExternalStore(
    (changed) => saver.subscribe(changed),
    () => saver.draft,
  );
  const state = useSyncExternalStore(
    (changed) => saver.subscribe(changed),
    () => saver.state,
  );
  return [snapshot, state];
}

function Editing({ saver, restored, go }: { saver: Autosaver; restored: boolean; go: (route: DeskRoute) => void }) {
  const [draft, state] = useSaver(saver);
  const [showMissingAlt, setShowMissingAlt] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const update = (patch: Partial<Draft>) => saver.update(patch);

  // A new item's address becomes its own once stored, without reopening it (the caret stays put).
  useEffect(() => {
    if (draft.id === undefined) return;
    const hash = deskHash({ screen: 'edit', kind: draft.kind, id: draft.id });
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  }, [draft.id, draft.kind]);

  // Leaving the page or the tab: send what is waiting (it is in the browser already).
  useEffect(() => {
    const flush = () => void saver.saveNow();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
      saver.dispose();
    };
  }, [saver]);

  async function remove() {
    if (!draft.id) return;
    const answer = await withEditorToken((token) => deleteDeskRecord(draft.kind, draft.id as string, token));
    if (!answer.ok) return setDeleteError(answer.message);
    saver.dispose();
    forgetDraft(draft.kind, draft.id);
    go({ screen: 'library' });
  }

  const article = draft.kind !== 'issue';
  const field = (name: 'author' | 'videoURL', label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`desk-${name}`}>{label}</label>
      <input
        id={`desk-${name}`}
        type={type}
        value={draft[name]}
        onChange={(event) => update({ [name]: event.target.value })}
      />
    </div>
  );

  return (
    <div className="desk-editor">
      <p>
        <a href={deskHash({ screen: 'library' })}>{EDITOR_TEXT.back}</a>
      </p>
      <h2>{draft.title.trim() || `New ${EDITOR_TEXT.kinds[draft.kind]}`}</h2>
      {restored && <p className="notice notice--success">{EDITOR_TEXT.restored}</p>}
      <SaveStatus state={state} />
      <div className="desk-editor__columns">
        <div className="desk-editor__fields">
          <TitleField value={draft.title} onChange={(title) => update({ title })} />
          <div className="field">
            <label htmlFor="desk-excerpt">{article ? 'Excerpt' : 'Description'}</label>
            <textarea
              id="desk-excerpt"
              rows={3}
              value={draft.excerpt}
              onChange={(event) => update({ excerpt: event.target.value })}
            />
          </div>
          <PlaceWordsFields
            words={draft.words ?? {}}
            onChange={(words) => update({ words })}
            standfirst={article ? 'excerpt' : 'description'}
          />
          {!article && <IssueCoverFields draft={draft} update={update} />}
          {article && (
            <>
              <div className="field">
                <label htmlFor="desk-category">Topic</label>
                <select
                  id="desk-category"
                  value={draft.category}
                  onChange={(event) => update({ category: event.target.value as Draft['category'] })}
                >
                  <option value="">Choose a topic</option>
                  {CATEGORIES.map((category) => (
                    <option key={category.slug} value={category.slug}>
                      {category.label}
                    </option>
                  ))}
                </select>
              </div>
              {field('author', 'Author')}
              {draft.kind === 'vlog' && field('videoURL', 'Video link', 'url')}
              <RichText html={draft.bodyHtml} onChange={(bodyHtml) => update({ bodyHtml })} />
            </>
          )}
          <ImagesPanel
            images={draft.images}
            onChange={(images) => update({ images })}
            label={article ? 'Images' : 'Pages'}
            pages={!article}
            use={draft.kind === 'issue' ? 'page' : draft.kind === 'vlog' ? 'poster' : 'article'}
            showMissingAlt={showMissingAlt}
            list={
              article ? undefined : (
                <IssuePages
                  pages={draft.images}
                  contents={draft.contents ?? []}
                  onChange={update}
                  showMissingAlt={showMissingAlt}
                  saveFirst={async () => ((await saver.saveNow()).phase === 'saved' ? saver.draft.id : undefined)}
                />
              )
            }
          />
        </div>
        <div className="desk-editor__side">
          <PublishPanel
            draft={draft}
            setStatus={async (change) => {
              const before = { status: draft.status, publishAt: draft.publishAt };
              saver.update(change);
              const ended = await saver.saveNow({ live: true });
              // A status the API did not take is not left waiting to be sent later.
              if (ended.phase !== 'saved' && ended.phase !== 'conflict') saver.update(before);
              return ended;
            }}
            onDelete={() => void remove()}
            onMissingAlt={() => setShowMissingAlt(true)}
          />
          <p role="alert" className="desk-error">
            {deleteError}
          </p>
          <FrontPanel draft={draft} />
          {draft.id !== undefined && <AuditLog item={{ kind: draft.kind, id: draft.id }} refreshKey={draft.version} />}
        </div>
      </div>
      <Preview draft={draft} />
    </div>
  );
}

export default function ItemEditor({ kind, id, go }: { kind: DeskKind; id?: string; go: (route: DeskRoute) => void }) {
  const [opened, setOpened] = useState<Opened>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void open(kind, id).then((next) => current && setOpened(next));
    return () => {
      current = false;
    };
  }, [kind, id]);
  if (opened.status === 'loading') return <p role="status">{EDITOR_TEXT.loading}</p>;
  if (opened.status === 'failed') return <p role="alert">{opened.message}</p>;
  return <Editing saver={opened.saver} restored={opened.restored} go={go} />;
}
