/**
 * The desk's history of editions: each one's progress (refreshed while one is on its way), and
 * what the editors may still do with it: edit a draft or a scheduled edition, take a scheduled one
 * back to draft, pause, resume or stop one that is sending.
 */
import { useEffect, useState } from 'react';
import type { EditionProgress } from '../../../contract/newsletter.ts';
import { editionAction, fetchEditions } from '../../lib/api/newsletter-desk.ts';
import { NEWSLETTER_DESK_TEXT as TEXT } from '../../lib/desk/newsletter-text.ts';
import { withEditorToken } from '../../stores/desk.ts';

/** How often the progress is asked for while an edition is on its way. */
const PROGRESS_EVERY_MS = 2000;

export function useEditions(): [EditionProgress[], () => void] {
  const [editions, setEditions] = useState<EditionProgress[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    void withEditorToken(fetchEditions).then((answer) => {
      if (current && answer.ok) setEditions(answer.value.editions);
    });
    return () => {
      current = false;
    };
  }, [tick]);
  const open = editions.some((edition) => edition.state === 'scheduled' || edition.state === 'sending');
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setTick((n) => n + 1), PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [open]);
  return [editions, () => setTick((n) => n + 1)];
}

interface Props {
  editions: EditionProgress[];
  onEdit: (id: number) => void;
  /** After a cancellation: what to tell the editor; the history is asked for again. */
  onChanged: (message: string) => void;
}

export function NewsletterEditions({ editions, onEdit, onChanged }: Props) {
  const act = async (edition: EditionProgress, action: 'cancel' | 'pause' | 'resume') => {
    if (action === 'cancel') {
      const scheduled = edition.state === 'scheduled';
      if (!confirm(scheduled ? TEXT.confirmCancel(edition.subject) : TEXT.confirmStop(edition.subject))) return;
    }
    const answer = await withEditorToken((token) => editionAction(edition.id, action, token));
    if (!answer.ok) return onChanged(answer.message);
    const state = answer.value.edition.state;
    onChanged(
      state === 'draft'
        ? TEXT.backToDraft
        : state === 'paused'
          ? TEXT.paused
          : state === 'sending'
            ? TEXT.resumed
            : TEXT.stopped,
    );
  };

  if (editions.length === 0) return <p>{TEXT.noEditions}</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">State</th>
          <th scope="col">Sent</th>
          <th scope="col">Failed</th>
          <th scope="col">Waiting</th>
          <th scope="col">Not sent</th>
          <th scope="col">Send at</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {editions.map((edition) => (
          <tr key={edition.id}>
            <td>{edition.subject}</td>
            <td>{edition.state}</td>
            <td>
              {edition.sent} of {edition.recipients}
            </td>
            <td>{edition.failed}</td>
            <td>{edition.waiting}</td>
            <td>{edition.cancelled}</td>
            <td>{new Date(edition.sendAt).toLocaleString()}</td>
            <td>
              {(edition.state === 'draft' || edition.state === 'scheduled') && (
                <button type="button" className="button button--ghost" onClick={() => onEdit(edition.id)}>
                  {TEXT.edit}
                </button>
              )}
              {edition.state === 'sending' && (
                <button type="button" className="button button--ghost" onClick={() => void act(edition, 'pause')}>
                  {TEXT.pause}
                </button>
              )}
              {edition.state === 'paused' && (
                <button type="button" className="button button--ghost" onClick={() => void act(edition, 'resume')}>
                  {TEXT.resume}
                </button>
              )}
              {(edition.state === 'scheduled' || edition.state === 'sending' || edition.state === 'paused') && (
                <button type="button" className="button button--ghost" onClick={() => void act(edition, 'cancel')}>
                  {edition.state === 'scheduled' ? TEXT.cancel : TEXT.stopSending}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
