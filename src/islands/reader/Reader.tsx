/**
 * The reader as readers see it: the controls, the thumbnails, the book in its frame, the shortcut
 * hint, the portrait-phone alert and the text view. It is rendered on the server from the issue's
 * outline, with the page the issue opens at (`cover`) in the book's place, so every control is on
 * the page from the start and nothing moves when the reader wakes; the book takes the cover's place
 * once the issue has been read (`issue`).
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FlippingState } from 'page-flip';
import { ZOOM } from '../../config/reader.ts';
import type { Issue } from '../../lib/api/index.ts';
import { imageSource } from '../../lib/content/images.ts';
import { zoomPictureOf } from '../../../contract/issue-page-pictures.ts';
import { aloneSide } from '../../lib/reader/alone-page.ts';
import { READER_LABELS, READER_MESSAGES } from '../../lib/reader/messages.ts';
import { readerIds, type IssueOutline } from '../../lib/reader/outline.ts';
import { issuePagePath, pageHref } from '../../lib/reader/page-param.ts';
import { inRange, loadedRange, nextPage, pageAlt, pageStatus, previousPage, spreadOf } from '../../lib/reader/pages.ts';
import { zoomIn, zoomOut } from '../../lib/reader/zoom.ts';
import { useHydratedSoon } from '../parts/hydrated.ts';
import { BookFrame, type BookState } from './BookFrame.tsx';
import { ContentsPanel } from './ContentsPanel.tsx';
import { ContinueReading } from './ContinueReading.tsx';
import { Flipbook, type FlipbookHandle } from './Flipbook.tsx';
import { useFullscreen, useMediaQuery, useReaderKeys } from './hooks.ts';
import { PhoneAlert, type AlertHandle } from './LandscapeAlert.tsx';
import { PageJumper } from './PageJumper.tsx';
import { PageTextLink, PageTextView, usePageTextView } from './PageTextView.tsx';
import { PageThumbnails } from './PageThumbnails.tsx';
import { ReaderControls } from './ReaderControls.tsx';
import { useHeldInput } from './useHeldInput.ts';
import { usePageTurns } from './usePageTurns.ts';
import { useReadingProgress } from './useReadingProgress.ts';

export interface ReaderProps {
  outline: IssueOutline;
  /** The issue, once read: until then the cover stands in the book's place. */
  issue?: Issue;
  /** Whether the issue is on its way ("Loading pages..." over the cover). */
  loading: boolean;
  /** The page (from 0) the server rendered: a page's own address, or the cover. */
  initialPage: number;
  pageAddresses?: boolean;
  /** The page shown until the book is drawn. */
  cover?: ReactNode;
  /** The cover's caption and credit, under the book: in its place from the start, seen while the cover is. */
  caption?: ReactNode;
  /** What stands in the text view's place until the issue is read (its text, for readers without JavaScript). */
  fallback?: ReactNode;
}

export function Reader({
  outline,
  issue,
  loading,
  initialPage,
  pageAddresses,
  cover,
  caption,
  fallback,
}: ReaderProps): ReactNode {
  // The outline's count until the issue is read, then the issue's own (the two agree when built together).
  const total = issue?.pages?.length ?? outline.pageCount;
  const hydrated = useHydratedSoon();
  const pages = useMemo(() => (issue?.pages ?? []).map((url) => imageSource(url, 'page').src), [issue]);
  const zoomPages = useMemo(() => pages.map(zoomPictureOf), [pages]);
  const alts = useMemo(
    () => pages.map((_, index) => pageAlt(index, total, outline.title, issue?.pageAlts)),
    [pages, total, outline.title, issue],
  );
  const rootRef = useRef<HTMLElement>(null);
  const bookRef = useRef<FlipbookHandle>(null);
  const alertRef = useRef<AlertHandle>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.default);
  const [pagesOpen, setPagesOpen] = useState(false);
  const [contentsOpen, setContentsOpen] = useState(false);
  const [bookState, setBookState] = useState<BookState>('loading');
  const turns = usePageTurns(total, initialPage, bookRef);
  const { current, layout } = turns;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const fullscreen = useFullscreen(rootRef);
  const ids = readerIds(outline.id);
  const text = usePageTextView(issue?.pageTexts, spreadOf(current, total, layout), ids.text);
  const progress = useReadingProgress(outline.id, total, turns.openedAt, current);
  const fitBook = useCallback(() => bookRef.current?.update(), []);

  const actions = {
    toggleFullscreen: fullscreen.toggle,
    exitFullscreen: () => {
      if (!fullscreen.active) return false;
      fullscreen.exit();
    },
    zoomIn: () => setZoom(zoomIn),
    zoomOut: () => setZoom(zoomOut),
    resetZoom: () => setZoom(ZOOM.default),
    next: turns.next,
    previous: turns.previous,
  };
  useReaderKeys(actions);
  useHeldInput(rootRef, {
    ...actions,
    togglePages: () => setPagesOpen((open) => !open),
    toggleContents: () => setContentsOpen((open) => !open),
    alertContinue: () => alertRef.current?.press('alertContinue'),
    alertClose: () => alertRef.current?.press('alertClose'),
    alertRotate: () => alertRef.current?.press('alertRotate'),
  });

  const shown = loadedRange(current, total, layout);
  const asked = turns.wanted === undefined ? undefined : loadedRange(turns.wanted, total, layout);
  const isLoaded = (index: number) => inRange(shown, index) || inRange(asked, index);
  // The server knows no address: the share link names the page's own path until the page is live.
  const pagePath = pageAddresses ? issuePagePath(outline.id, current) : undefined;
  const pageUrl = !hydrated
    ? (pagePath ?? `/magazines/${encodeURIComponent(outline.id)}`)
    : pagePath
      ? new URL(pagePath, window.location.href).toString()
      : pageHref(window.location.href, current);
  const spread = spreadOf(current, total, layout);
  const offered = progress.offer;

  return (
    <section
      ref={rootRef}
      className={`reader${fullscreen.active ? ' reader--fullscreen' : ''}`}
      aria-label={READER_LABELS.reader(outline.title)}
    >
      <div className="reader__screen">
        <ReaderControls
          status={pageStatus(current, total)}
          textLink={
            outline.hasPageTexts && (
              <PageTextLink
                ref={text.linkRef}
                viewId={text.id}
                pages={spread.last - spread.first + 1}
                onOpen={text.open}
              />
            )
          }
          canGoBack={previousPage(current, total, layout) !== undefined}
          canGoOn={nextPage(current, total, layout) !== undefined}
          zoom={zoom}
          fullscreen={fullscreen.active}
          pagesOpen={pagesOpen}
          pagesId={ids.pages}
          shareData={{
            title: READER_MESSAGES.shareTitle(outline.title, current + 1),
            excerpt: outline.description,
            url: pageUrl,
          }}
          onPrevious={actions.previous}
          onNext={actions.next}
          onZoomIn={actions.zoomIn}
          onZoomOut={actions.zoomOut}
          onResetZoom={actions.resetZoom}
          onToggleFullscreen={fullscreen.toggle}
          onTogglePages={() => setPagesOpen((open) => !open)}
          contents={
            outline.contents.length > 0
              ? { id: ids.contents, open: contentsOpen, onToggle: () => setContentsOpen((open) => !open) }
              : undefined
          }
        >
          <PageJumper id={ids.jumper} current={current} total={total} onJump={turns.goTo} />
          {offered !== undefined && (
            <ContinueReading
              page={offered}
              onContinue={() => {
                progress.dismiss();
                turns.goTo(offered - 1);
              }}
            />
          )}
        </ReaderControls>
        {pagesOpen && pages.length > 0 && (
          <PageThumbnails id={ids.pages} pages={pages} current={current} onJump={turns.goTo} />
        )}
        {contentsOpen && (
          <ContentsPanel
            id={ids.contents}
            contents={outline.contents}
            current={current}
            onJump={(index) => {
              setContentsOpen(false);
              turns.goTo(index);
            }}
          />
        )}
        <div className="reader__stage">
          <BookFrame
            zoom={zoom}
            onZoom={setZoom}
            reducedMotion={reducedMotion}
            state={bookState}
            layout={issue ? layout : undefined}
            alone={bookState === 'loading' ? undefined : aloneSide(current, total, layout)}
            label={READER_LABELS.book(outline.title)}
            describedBy={ids.hint}
            onTurn={(turn) => (turn === 'next' ? actions.next() : actions.previous())}
            onResize={fitBook}
          >
            {bookState === 'loading' && <div className="reader-book__cover">{cover}</div>}
            {issue && (
              <Flipbook
                ref={bookRef}
                pages={pages}
                zoomPages={zoomPages}
                zoomed={zoom > ZOOM.default}
                alts={alts}
                startPage={current}
                isLoaded={isLoaded}
                isShown={(index) => index >= spread.first && index <= spread.last}
                links={issue.pageLinks}
                issueId={outline.id}
                onLinkTurn={turns.goTo}
                reducedMotion={reducedMotion}
                onTurn={turns.onTurn}
                onLayout={turns.onLayout}
                onState={(state: FlippingState) => setBookState(state)}
              />
            )}
          </BookFrame>
          {loading && (
            <p className="reader__message reader__message--over" role="status">
              {READER_MESSAGES.loading}
            </p>
          )}
        </div>
      </div>
      {caption && (
        <div className="reader__caption" data-away={current === 0 ? undefined : ''}>
          {caption}
        </div>
      )}
      <p id={ids.hint} className="reader__hint">
        <span className="reader__keys">{READER_MESSAGES.shortcuts}</span>
        {zoom > 1 && ` ${READER_MESSAGES.panHint}`}
      </p>
      <PhoneAlert ref={alertRef} fullscreen={fullscreen} onSettled={fitBook} ids={ids.alert} />
      {issue
        ? text.pages.length > 0 && (
            <PageTextView ref={text.viewRef} id={text.id} pages={text.pages} onBack={text.back} />
          )
        : fallback}
    </section>
  );
}
