/**
 * The reader's text view: the words of the page or spread in view as real HTML, which readers can
 * select, enlarge with the browser's zoom and hear from a screen reader. It follows the book as it
 * turns; `PageTextLink` sits beside the page announcement and moves focus here. It is part of the
 * reader, so in fullscreen it is below the book, in the same scrolling frame.
 */
import { useId, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { IssuePageText } from '../../views/IssuePageText.tsx';
import { READER_LABELS } from '../../lib/reader/messages.ts';
import { textsInView, type NumberedPageText } from '../../lib/reader/page-text.ts';
import type { PageRange } from '../../lib/reader/pages.ts';
import type { PageText } from '../../../contract/schemas.ts';

export interface PageTextViewProps {
  id: string;
  pages: NumberedPageText[];
  onBack: () => void;
  ref?: Ref<HTMLElement>;
}

export function PageTextView({ id, pages, onBack, ref }: PageTextViewProps): ReactNode {
  const headingId = useId();
  const first = pages[0]?.page ?? 1;
  const last = pages.at(-1)?.page ?? first;
  return (
    <section ref={ref} id={id} className="page-text-view" tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className="page-text-view__title">
        {READER_LABELS.textOf(first, last)}
      </h2>
      {pages.map(({ page, text }) => (
        <IssuePageText key={page} page={page} text={text} level={3} />
      ))}
      <button type="button" className="reader-button reader-button--text" onClick={onBack}>
        {READER_LABELS.backToBook}
      </button>
    </section>
  );
}

export interface PageTextLinkProps {
  viewId: string;
  pages: number;
  onOpen: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to the text view: without a script it would jump there, with one it also moves focus. */
export function PageTextLink({ viewId, pages, onOpen, ref }: PageTextLinkProps): ReactNode {
  return (
    <a
      ref={ref}
      className="reader-text-link"
      href={`#${viewId}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {READER_LABELS.readAsText(pages)}
    </a>
  );
}

/**
 * The text view's state for the spread in view: its pages (none when the issue has no text), and
 * the moves between the link and the view. `id` is the view's, which the link names.
 */
export function usePageTextView(pageTexts: readonly (PageText | null)[] | undefined, spread: PageRange, id: string) {
  const viewRef = useRef<HTMLElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  return {
    id,
    viewRef,
    linkRef,
    pages: textsInView(pageTexts, spread),
    open: () => viewRef.current?.focus(),
    back: () => linkRef.current?.focus(),
  };
}
