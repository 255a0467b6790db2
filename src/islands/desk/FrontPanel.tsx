/**
 * Beside a blog: whether it is the lead story, and the button that makes it so (moving the lead
 * from the blog that had it). Beside an issue: whether it is the issue of the month, and its pin.
 * Only published items can be either; the API says so too.
 */
import { useEffect, useState } from 'react';
import type { DeskFront } from '../../../contract/front-page.ts';
import { fetchDeskFront, makeLeadStory, pinIssueOfTheMonth, unpinIssueOfTheMonth } from '../../lib/api/desk-front.ts';
import type { DeskResult } from '../../lib/api/desk.ts';
import { FRONT_TEXT } from '../../lib/desk/front-text.ts';
import type { Draft } from '../../lib/desk/draft.ts';
import { withEditorToken } from '../../stores/desk.ts';

type Change = (token: string) => Promise<DeskResult<DeskFront>>;

export function FrontPanel({ draft }: { draft: Pick<Draft, 'kind' | 'id' | 'status'> }) {
  const [front, setFront] = useState<DeskFront>();
  const [said, setSaid] = useState<{ status?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);
  const { kind, id, status } = draft;

  useEffect(() => {
    if (id === undefined || kind === 'vlog') return;
    let current = true;
    void withEditorToken(fetchDeskFront).then((answer) => {
      if (!current) return;
      if (answer.ok) setFront(answer.value);
      else setSaid({ error: answer.message });
    });
    return () => {
      current = false;
    };
  }, [kind, id, status]);

  if (id === undefined || kind === 'vlog') return null;
  const published = status === 'published';

  async function change(send: Change, done: string) {
    setBusy(true);
    const answer = await withEditorToken(send);
    setBusy(false);
    if (!answer.ok) return setSaid({ error: answer.message });
    setFront(answer.value);
    setSaid({ status: done });
  }

  const button = (label: string, send: Change, done: string) => (
    <button
      type="button"
      className="button button--ghost"
      disabled={busy || !front || !published}
      onClick={() => void change(send, done)}
    >
      {label}
    </button>
  );

  const heading = kind === 'blog' ? FRONT_TEXT.lead.heading : FRONT_TEXT.issue.heading;
  return (
    <section className="desk-front" aria-labelledby="desk-front-heading">
      <h2 id="desk-front-heading">{heading}</h2>
      {kind === 'blog' ? (
        front?.lead === id ? (
          <p>{FRONT_TEXT.lead.isLead}</p>
        ) : (
          <>
            {!published && <p className="field__hint">{FRONT_TEXT.lead.publishFirst}</p>}
            {button(FRONT_TEXT.lead.make, (token) => makeLeadStory(id, token), FRONT_TEXT.lead.made)}
          </>
        )
      ) : (
        <>
          {front?.pinnedIssue === id ? (
            <p>{FRONT_TEXT.issue.pinned}</p>
          ) : front?.issueOfTheMonth === id ? (
            <p>{FRONT_TEXT.issue.current}</p>
          ) : (
            front?.issueOfTheMonth && <p>{FRONT_TEXT.issue.other(front.issueOfTheMonth)}</p>
          )}
          {!published && <p className="field__hint">{FRONT_TEXT.issue.publishFirst}</p>}
          {front?.pinnedIssue === id
            ? button(FRONT_TEXT.issue.unpin, unpinIssueOfTheMonth, FRONT_TEXT.issue.changed)
            : button(FRONT_TEXT.issue.pin, (token) => pinIssueOfTheMonth(id, token), FRONT_TEXT.issue.changed)}
        </>
      )}
      <p role="status">{said.status}</p>
      <p role="alert" className="desk-error">
        {said.error}
      </p>
    </section>
  );
}
