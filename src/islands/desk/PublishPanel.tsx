/**
 * Status and publishing: publish now, schedule for a future time, take back to a draft, delete.
 * Publishing follows the rebuild (queued, building, checking, live) to the live link; a failed
 * build says why. Nothing goes public while an image lacks alt text.
 */
import { useEffect, useRef, useState } from 'react';
import { DESK_ANSWERS, type PublishingState } from '../../../contract/desk.ts';
import { DESK_TIMINGS } from '../../config/desk.ts';
import { fetchPublishing } from '../../lib/api/desk.ts';
import type { SaveState } from '../../lib/desk/autosaver.ts';
import { imagesWithoutAlt, type Draft } from '../../lib/desk/draft.ts';
import { livePathOf } from '../../lib/desk/preview-item.ts';
import { watchPublishing, type PublishingStep } from '../../lib/desk/publishing-watch.ts';
import { fieldFromPublishAt, publishAtFromField, publishAtProblem } from '../../lib/desk/schedule.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { ConfirmButton } from './ConfirmButton.tsx';

const STEPS: { step: PublishingStep; label: string }[] = [
  { step: 'queued', label: 'Queued' },
  { step: 'building', label: 'Building' },
  { step: 'checking', label: 'Checking' },
  { step: 'live', label: 'Live' },
];

export const PUBLISH_TEXT = {
  status: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
  failed: 'The build failed; the live site stays as it was.',
  failedWaits: 'This item goes live with the next build that succeeds.',
  live: 'Live:',
  publish: 'Publish now',
  update: 'Update live page',
  notLiveYet:
    'Changes saved here are not live yet: readers see the published version until you press Update live page.',
} as const;

export interface PublishPanelProps {
  draft: Draft;
  /** Changes the status and saves at once; answers how the save ended. */
  setStatus: (change: Pick<Draft, 'status' | 'publishAt'>) => Promise<SaveState>;
  onDelete: () => void;
  /** Called when a publish was refused for missing alt text. */
  onMissingAlt: () => void;
}

export function PublishPanel({ draft, setStatus, onDelete, onMissingAlt }: PublishPanelProps) {
  const [when, setWhen] = useState(fieldFromPublishAt(draft.publishAt));
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<PublishingState>();
  const [busy, setBusy] = useState(false);
  const watch = useRef<AbortController>(undefined);
  useEffect(() => () => watch.current?.abort(), []);

  function canGoPublic(): boolean {
    if (imagesWithoutAlt(draft).length > 0) {
      setProblem(DESK_ANSWERS.altRequired);
      onMissingAlt();
      return false;
    }
    return true;
  }

  async function change(next: Pick<Draft, 'status' | 'publishAt'>): Promise<boolean> {
    setBusy(true);
    setProblem(undefined);
    const state = await setStatus(next);
    setBusy(false);
    if (state.phase === 'saved') return true;
    if ('message' in state) setProblem(state.message);
    return false;
  }

  async function publish() {
    if (!canGoPublic()) return;
    const since = new Date();
    if (!(await change({ status: 'published', publishAt: undefined }))) return;
    watch.current?.abort();
    watch.current = new AbortController();
    setProgress({ state: 'queued' });
    await watchPublishing({
      since,
      pollMs: DESK_TIMINGS.publishingPollMs,
      read: () => withEditorToken(fetchPublishing),
      onState: setProgress,
      signal: watch.current.signal,
    });
  }

  async function schedule() {
    const publishAt = publishAtFromField(when);
    const refused = publishAtProblem(publishAt);
    if (refused) return setProblem(refused);
    if (!canGoPublic()) return;
    await change({ status: 'scheduled', publishAt });
  }

  const live = draft.id && draft.status === 'published' ? livePathOf(draft.kind, draft.id) : undefined;
  const current = STEPS.findIndex((step) => step.step === progress?.state);
  return (
    <section className="desk-publish" aria-labelledby="desk-publish-heading">
      <h2 id="desk-publish-heading">Status</h2>
      <p>
        <span className={`desk-status desk-status--${draft.status}`}>{PUBLISH_TEXT.status[draft.status]}</span>
        {draft.status === 'scheduled' && draft.publishAt && (
          <>
            {' '}
            for <time dateTime={draft.publishAt}>{new Date(draft.publishAt).toLocaleString()}</time>
          </>
        )}
      </p>
      {draft.status === 'published' && draft.unpublishedChanges && (
        <p className="notice desk-publish__pending">{PUBLISH_TEXT.notLiveYet}</p>
      )}
      <div className="desk-publish__actions">
        <button type="button" className="button" disabled={busy || !draft.id} onClick={() => void publish()}>
          {draft.status === 'published' ? PUBLISH_TEXT.update : PUBLISH_TEXT.publish}
        </button>
        <div className="desk-publish__schedule">
          <label>
            Publish at
            <input type="datetime-local" step={1} value={when} onChange={(event) => setWhen(event.target.value)} />
          </label>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || !draft.id}
            onClick={() => void schedule()}
          >
            Schedule
          </button>
        </div>
        {draft.status !== 'draft' && (
          <ConfirmButton
            label="Unpublish"
            question="Take this item off the site? It stays here as a draft."
            confirm="Unpublish"
            disabled={busy}
            onConfirm={() => void change({ status: 'draft', publishAt: undefined })}
          />
        )}
        {draft.id && (
          <ConfirmButton
            label="Delete"
            question="Delete this item for good? It leaves the site and the library."
            confirm="Delete"
            disabled={busy}
            onConfirm={onDelete}
          />
        )}
      </div>
      <p role="alert" className="desk-error">
        {problem}
      </p>
      {progress && (
        <div className="desk-progress">
          <ol className="desk-progress__steps" aria-label="Publishing">
            {STEPS.map((step, index) => (
              <li
                key={step.step}
                aria-current={index === current ? 'step' : undefined}
                className={index <= current ? 'desk-progress__done' : undefined}
              >
                {step.label}
              </li>
            ))}
          </ol>
          <p role="status">
            {progress.state === 'failed'
              ? [PUBLISH_TEXT.failed, progress.reason, PUBLISH_TEXT.failedWaits].filter(Boolean).join(' ')
              : progress.state === 'live' && live
                ? PUBLISH_TEXT.live
                : `${STEPS[current]?.label ?? 'Waiting'}…`}{' '}
            {progress.state === 'live' && live && <a href={live}>{live}</a>}
          </p>
        </div>
      )}
    </section>
  );
}
