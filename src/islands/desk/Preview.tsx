/**
 * The draft as readers will see it: the site's own ArticleView, with the site's stylesheets, in a
 * frame as wide as a phone or a desktop screen, so the page's own breakpoints apply. The frame has
 * no address of its own (nothing is public); React renders into it from the desk.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ArticleView } from '../../components/ArticleView.tsx';
import { PREVIEW_WIDTHS } from '../../config/desk.ts';
import { sanitizeInlineHtmlInBrowser } from '../../lib/html/sanitize-browser.ts';
import type { Draft } from '../../lib/desk/draft.ts';
import { livePathOf, previewItem } from '../../lib/desk/preview-item.ts';

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
    <div className="desk-preview__viewport">
      {!preview.ok && <p role="status">{preview.message}</p>}
      <iframe
        ref={setFrame}
        title={`Preview at ${width} pixels wide`}
        className="desk-preview__frame"
        style={{ width: `${width}px` }}
      />
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
    </div>
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
      <PreviewFrame key={width} draft={draft} width={width} />
    </section>
  );
}
