/**
 * The flipbook reader of /magazines/{id}: page-flip with zoom, fullscreen, keyboard shortcuts,
 * a link to every page, thumbnails, a page jumper and the portrait-phone alert. It reads the issue
 * when it starts (loading, error, empty or flipbook) from the file the build wrote beside the
 * issue's page (lib/reader/built-issue.ts): no API, and no parser of the API's answers, on the
 * reader's way to the book. Until then, and without JavaScript, the page shows its server-rendered
 * fallback (the cover and a list of page links), passed in as children. An issue published after
 * the build has been read from the API by its page already (FreshIssue) and is handed in.
 *
 * Its styles (reader/reader.css) are imported by the pages that carry it, IssuePages.astro and
 * FreshIssue: Astro moves an island's own CSS into the pages it is built into and deletes the file,
 * while the 404 page's on-demand import of this module would still ask for that file and fail.
 */
import {
  Fragment,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ZOOM } from '../config/reader.ts';
import type { Issue } from '../lib/api/index.ts';
import { readBuiltIssue, startReadingBuiltIssue } from '../lib/reader/built-issue.ts';
import { imageSource } from '../lib/content/images.ts';
import { aloneSide } from '../lib/reader/alone-page.ts';
import { issuePagePath, pageHref, readPageParam } from '../lib/reader/page-param.ts';
import { lockLandscape, type OrientationLocking } from '../lib/reader/orientation.ts';
import { READER_LABELS, READER_MESSAGES } from '../lib/reader/messages.ts';
import {
  clampPage,
  inRange,
  loadedRange,
  nextPage,
  pageAfterTurn,
  pageAlt,
  pageStatus,
  previousPage,
  spreadOf,
  type Layout,
} from '../lib/reader/pages.ts';
import { zoomIn, zoomOut } from '../lib/reader/zoom.ts';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useHydrated } from './parts/hydrated.ts';
import { Flipbook, type FlipbookHandle } from './reader/Flipbook.tsx';
import { useFullscreen, useLandscapeAlert, useLatest, useMediaQuery, useReaderKeys } from './reader/hooks.ts';
import { ContinueReading } from './reader/ContinueReading.tsx';
import { LandscapeAlert } from './reader/LandscapeAlert.tsx';
import { PageJumper } from './reader/PageJumper.tsx';
import { loadPageFlip } from './reader/page-flip-loader.ts';
import { PageTextLink, PageTextView, usePageTextView } from './reader/PageTextView.tsx';
import { PageThumbnails } from './reader/PageThumbnails.tsx';
import { ReaderControls } from './reader/ReaderControls.tsx';
import { useReadingProgress } from './reader/useReadingProgress.ts';

export interface IssueReaderProps {
  issueId: string;
  /** The issue, when the page has just read it (an issue published after the build): not read again. */
  issue?: Issue;
  /** The page (from 1) to open at when the address has no `?page=`: a page's own address. */
  page?: number;
  /** Every page has an address of its own (built issues), which Share then gives. */
  pageAddresses?: boolean;
  /** The no-JavaScript fallback, shown until the reader runs. */
  children?: ReactNode;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'empty' } | { status: 'ready'; issue: Issue };

function loadedFrom(issue: Issue): Loaded {
  return issue.pages?.length ? { status: 'ready', issue } : { status: 'empty' };
}

function useIssue(issueId: string, active: boolean, known: Issue | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(() => (known ? loadedFrom(known) : { status: 'loading' }));
  useEffect(() => {
    if (!active) return;
    // The book's engine loads while the issue is on its way; a failure shows when the book needs it.
    loadPageFlip().catch(() => undefined);
    if (known) return;
    let current = true;
    setLoaded({ status: 'loading' });
    readBuiltIssue(issueId).then(
      (issue) => {
        // Rendered as a transition, so building the whole book yields to the browser between
        // pieces instead of holding the main thread in one long task.
        if (current) startTransition(() => setLoaded(loadedFrom(issue)));
      },
      () => {
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [issueId, active, known]);
  return loaded;
}

function Reader({
  issue,
  page: openAt,
  pageAddresses,
}: {
  issue: Issue;
  page?: number;
  pageAddresses?: boolean;
}): ReactNode {
  const pages = useMemo(() => (issue.pages ?? []).map((url) => imageSource(url, 'page').src), [issue]);
  const total = pages.length;
  const alts = useMemo(
    () => pages.map((_, index) => pageAlt(index, total, issue.title, issue.pageAlts)),
    [pages, total, issue],
  );
  const [startPage] = useState(
    () => readPageParam(window.location.search, total) ?? (openAt === undefined ? 0 : clampPage(openAt - 1, total)),
  );
  const [current, setCurrent] = useState(startPage);
  const [wanted, setWanted] = useState<number | undefined>(startPage);
  const [layout, setLayout] = useState<Layout>('spread');
  const [zoom, setZoom] = useState<number>(ZOOM.default);
  const [pagesOpen, setPagesOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const bookRef = useRef<FlipbookHandle>(null);
  const wantedRef = useRef<number | undefined>(startPage);
  const state = useLatest({ current, layout });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const fullscreen = useFullscreen(rootRef);
  const landscape = useLandscapeAlert(() => bookRef.current?.update());
  const ids = { pages: useId(), hint: useId() };
  const text = usePageTextView(issue.pageTexts, spreadOf(current, total, layout));
  const progress = useReadingProgress(issue.id, total, startPage, current);

  // The address follows the page, so a reload or a shared link opens it again.
  useEffect(() => {
    const href = pageHref(window.location.href, current);
    if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
  }, [current]);

  const goTo = useCallback(
    (target: number | undefined) => {
      if (target === undefined) return;
      const page = clampPage(target, total);
      if (inRange(spreadOf(state.current.current, total, state.current.layout), page)) {
        setCurrent(page);
        return;
      }
      wantedRef.current = page;
      setWanted(page);
      bookRef.current?.turnTo(page);
    },
    [total, state],
  );
  const next = () => goTo(nextPage(current, total, layout));
  const previous = () => goTo(previousPage(current, total, layout));

  const onTurn = useCallback(
    (reported: number) => {
      const asked = wantedRef.current ?? state.current.current;
      wantedRef.current = undefined;
      setWanted(undefined);
      const page = pageAfterTurn(reported, asked, total, state.current.layout);
      // The book can report again before this renders (a layout that waited for the turn to end
      // reports the same spread), and that report is read against this page, not the one before.
      state.current = { ...state.current, current: page };
      setCurrent(page);
    },
    [total, state],
  );

  const onLayout = useCallback(
    (next: Layout) => {
      state.current.layout = next;
      setLayout(next);
      // Keep the page being read when a spread splits into single pages or the other way round.
      wantedRef.current = state.current.current;
      bookRef.current?.show(state.current.current);
    },
    [state],
  );

  useReaderKeys({
    toggleFullscreen: fullscreen.toggle,
    exitFullscreen: () => {
      if (!fullscreen.active) return false;
      fullscreen.exit();
    },
    zoomIn: () => setZoom(zoomIn),
    zoomOut: () => setZoom(zoomOut),
    resetZoom: () => setZoom(ZOOM.default),
    next,
    previous,
  });

  const shown = loadedRange(current, total, layout);
  const asked = wanted === undefined ? undefined : loadedRange(wanted, total, layout);
  const isLoaded = (index: number) => inRange(shown, index) || inRange(asked, index);
  const pageUrl = pageAddresses
    ? new URL(issuePagePath(issue.id, current), window.location.href).toString()
    : pageHref(window.location.href, current);
  const offered = progress.offer;

  return (
    <section
      ref={rootRef}
      className={`reader${fullscreen.active ? ' reader--fullscreen' : ''}`}
      aria-label={READER_LABELS.reader(issue.title)}
    >
      <ReaderControls
        status={pageStatus(current, total)}
        textLink={
          text.pages.length > 0 && (
            <PageTextLink ref={text.linkRef} viewId={text.id} pages={text.pages.length} onOpen={text.open} />
          )
        }
        canGoBack={previousPage(current, total, layout) !== undefined}
        canGoOn={nextPage(current, total, layout) !== undefined}
        zoom={zoom}
        fullscreen={fullscreen.active}
        pagesOpen={pagesOpen}
        pagesId={ids.pages}
        shareData={{
          title: READER_MESSAGES.shareTitle(issue.title, current + 1),
          excerpt: issue.description,
          url: pageUrl,
        }}
        onPrevious={previous}
        onNext={next}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onResetZoom={() => setZoom(ZOOM.default)}
        onToggleFullscreen={fullscreen.toggle}
        onTogglePages={() => setPagesOpen((open) => !open)}
      >
        <PageJumper current={current} total={total} onJump={goTo} />
        {offered !== undefined && (
          <ContinueReading
            page={offered}
            onContinue={() => {
              progress.dismiss();
              goTo(offered - 1);
            }}
          />
        )}
      </ReaderControls>
      {pagesOpen && <PageThumbnails id={ids.pages} pages={pages} current={current} onJump={goTo} />}
      <Flipbook
        ref={bookRef}
        pages={pages}
        alts={alts}
        startPage={startPage}
        isLoaded={isLoaded}
        reducedMotion={reducedMotion}
        alone={aloneSide(current, total, layout)}
        zoom={zoom}
        label={READER_LABELS.book(issue.title)}
        describedBy={ids.hint}
        onTurn={onTurn}
        onLayout={onLayout}
        onGesture={(turn) => (turn === 'next' ? next() : previous())}
      />
      <p id={ids.hint} className="reader__hint">
        <span className="reader__keys">{READER_MESSAGES.shortcuts}</span>
        {zoom > 1 && ` ${READER_MESSAGES.panHint}`}
      </p>
      {landscape.open && (
        <LandscapeAlert
          onContinue={(remember) => {
            if (remember) landscape.remember('continue');
            landscape.close();
          }}
          onClose={(remember) => {
            if (remember) landscape.remember('continue');
            landscape.close();
          }}
          onRotate={async (remember) => {
            if (remember) landscape.remember('rotate');
            const result = await lockLandscape({
              orientation: (window.screen as { orientation?: OrientationLocking['orientation'] }).orientation,
              enterFullscreen: fullscreen.enterNative,
              exitFullscreen: async () => fullscreen.exit(),
            });
            // When the browser refuses, the alert stays open and says so.
            if (result === 'locked') landscape.close();
            return result;
          }}
        />
      )}
      {text.pages.length > 0 && <PageTextView ref={text.viewRef} id={text.id} pages={text.pages} onBack={text.back} />}
    </section>
  );
}

function IssueReaderInner({ issueId, issue, page, pageAddresses, children }: IssueReaderProps): ReactNode {
  const hydrated = useHydrated();
  if (!hydrated && typeof window !== 'undefined') {
    // Hydrating in the browser: the issue and the book's engine start loading now, beside the
    // hydration, rather than once it has been committed; useIssue picks both up.
    if (!issue) startReadingBuiltIssue(issueId);
    loadPageFlip().catch(() => undefined);
  }
  const loaded = useIssue(issueId, hydrated, issue);
  if (!hydrated || loaded.status === 'loading') {
    // The cover and page links stay in place until the book replaces them, so the page below
    // does not jump up and down again while the issue loads. They keep their place among the
    // children while the message appears, so React keeps their HTML instead of parsing and
    // laying out the whole fallback (every page's text) a second time.
    // Keyed, because Astro hands the fallback in as an element React's key check has not seen.
    return (
      <>
        {hydrated && (
          <p key="message" className="reader__message" role="status">
            {READER_MESSAGES.loading}
          </p>
        )}
        <Fragment key="fallback">{children}</Fragment>
      </>
    );
  }
  switch (loaded.status) {
    case 'error':
      return (
        <p className="reader__message reader__message--error" role="alert">
          {READER_MESSAGES.failed}
        </p>
      );
    case 'empty':
      // The same status element as "Loading pages...", so it is announced as that message changing.
      return (
        <p key="message" className="reader__message" role="status">
          {READER_MESSAGES.empty}
        </p>
      );
    default:
      return <Reader issue={loaded.issue} page={page} pageAddresses={pageAddresses} />;
  }
}

const IssueReader = withErrorBoundary(IssueReaderInner, 'IssueReader');
export default IssueReader;
