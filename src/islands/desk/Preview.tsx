/**
 * The draft as readers will see it, in a frame as wide as a phone or a desktop screen, so the
 * page's own breakpoints apply. An article: the site's own ArticleView with the site's
 * stylesheets, rendered into the frame from the desk (nothing is public). An issue: the site's
 * issue view and flipbook reader, on the desk's own preview page inside the frame (the reader needs
 * a window of the frame's width), sent each change of the draft.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ArticleView } from '../../views/ArticleView.tsx';
import { PREVIEW_WIDTHS } from '../../config/desk.ts';
import { DESK_PREVIEW_PATH } from '../../config/routes.ts';
import { PREVIEW_ISSUE, PREVIEW_READY, previewMessage } from '../../lib/desk/preview-messages.ts';
import { sanitizeInlineHtmlInBrowser } from '../../lib/html/sanitize-browser.ts';
import type { Draft } from '../../lib/desk/draft.ts';
import { livePathOf, previewIssue, previewItem } from '../../lib/desk/preview-item.ts';
import { FittedFrame } from './FittedFrame.tsx';

const frameTitle = (width: number) => `Preview at ${width} pixels wide`;

/** Copies the desk page's stylesheets into the frame: the same files the site's pages load. */
function copyStyles(into: Document): void {
  for (const style of Array.from(document.querySelectorAll('link[rel="stylesheet"], style'))) {
    into.head.append(style.cloneNode(true));
  }
}

function PreviewFrame({ draft, width }: { draft: Draft; width: number }) {
  const [body, setBody] = useState<HTMLElement>();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);

  useEffect(() => {
    const frameDocument = frame?.contentDocument;
    if (!frameDocument) return;
    frameDocument.documentElement.lang = document.documentElement.lang;
    frameDocument.title = 'Preview';
    copyStyles(frameDocument);
    setBody(frameDocument.body);
  }, [frame]);

  const preview = previewItem(draft, sanitizeInlineHtmlInBrowser);
  return (
    <>
      {!preview.ok && <p role="status">{preview.message}</p>}
      <FittedFrame frameRef={setFrame} title={frameTitle(width)} width={width} />
      {body &&
        preview.ok &&
        createPortal(
          <main id="main">
            <ArticleView
              item={preview.item}
              url={new URL(livePathOf(draft.kind, preview.item.id), location.origin).toString()}
              sanitize={sanitizeInlineHtmlInBrowser}
            />
          </main>,
          body,
        )}
    </>
  );
}

function IssuePreviewFrame({ draft, width }: { draft: Draft; width: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const preview = previewIssue(draft);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.source === frame.current?.contentWindow &&
        previewMessage(event, location.origin)?.type === PREVIEW_READY
      )
        setReady(true);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  const sent = JSON.stringify(preview.ok ? preview.issue : null);
  useEffect(() => {
    if (!ready) return;
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_ISSUE, issue: JSON.parse(sent) }, location.origin);
  }, [ready, sent]);

  return (
    <>
      {!preview.ok && <p role="status">{preview.message}</p>}
      <FittedFrame frameRef={frame} src={DESK_PREVIEW_PATH} title={frameTitle(width)} width={width} />
    </>
  );
}

export function Preview({ draft }: { draft: Draft }) {
  const [width, setWidth] = useState<number>(PREVIEW_WIDTHS[0].px);
  return (
    <section className="desk-preview" aria-label="Preview">
      <fieldset className="desk-preview__widths">
        <legend>Preview width</legend>
        {PREVIEW_WIDTHS.map((choice) => (
          <label key={choice.px}>
            <input
              type="radio"
              name="desk-preview-width"
              value={choice.px}
              checked={width === choice.px}
              onChange={() => setWidth(choice.px)}
            />
            {choice.label} ({choice.px} px)
          </label>
        ))}
      </fieldset>
      {draft.kind === 'issue' ? (
        <IssuePreviewFrame key={width} draft={draft} width={width} />
      ) : (
        <PreviewFrame key={width} draft={draft} width={width} />
      )}
    </section>
  );
}
