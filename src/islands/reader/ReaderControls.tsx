/**
 * The reader's buttons: turn, zoom with the value shown, fullscreen, all pages, share. They are
 * rendered on the server with the page, and each names the action it stands for, so a press that
 * comes before the reader is live is held and acted on once it is (src/lib/browser/held-input.ts).
 */
import type { MouseEvent, ReactNode } from 'react';
import { mailtoHref, type ShareData } from '../../lib/content/share-mail-link.ts';
import { share } from '../../lib/share/share-links.ts';
import { READER_LABELS as LABELS } from '../../lib/reader/messages.ts';
import { canZoomIn, canZoomOut, zoomLabel } from '../../lib/reader/zoom.ts';
import { HELD_ACTION_ATTRIBUTE } from '../../lib/browser/held-input.ts';
import type { HeldReaderAction } from './useHeldInput.ts';

export interface ReaderControlsProps {
  status: string;
  /** Beside the page announcement: the way to the text of the pages it announces. */
  textLink?: ReactNode;
  canGoBack: boolean;
  canGoOn: boolean;
  zoom: number;
  fullscreen: boolean;
  pagesOpen: boolean;
  pagesId: string;
  shareData: ShareData;
  onPrevious: () => void;
  onNext: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onResetZoom: () => void;
  onToggleFullscreen: () => void;
  onTogglePages: () => void;
  /** The contents panel's toggle, for an issue with contents (made from a print PDF). */
  contents?: { id: string; open: boolean; onToggle: () => void };
  /** Sits with the buttons: the page jumper and the offer to continue. */
  children?: ReactNode;
}

const ICONS = {
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  pages: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  contents: 'M4 6h2M9 6h11M4 12h2M9 12h11M4 18h2M9 18h11',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }): ReactNode {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A button that says when it cannot act, but keeps its focus: a disabled button would drop the
 * keyboard user's place when, say, the last zoom step is reached.
 */
function ControlButton({
  label,
  action,
  enabled = true,
  onPress,
  children,
  ...aria
}: {
  label: string;
  action: HeldReaderAction;
  enabled?: boolean;
  onPress: () => void;
  children: ReactNode;
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}): ReactNode {
  return (
    <button
      type="button"
      className="reader-button"
      aria-label={label}
      title={label}
      aria-disabled={enabled ? undefined : true}
      {...{ [HELD_ACTION_ATTRIBUTE]: action }}
      onClick={() => {
        if (enabled) onPress();
      }}
      {...aria}
    >
      {children}
    </button>
  );
}

export function ReaderControls(props: ReaderControlsProps): ReactNode {
  const { shareData } = props;
  const onShare = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return; // the mailto link does the work
    event.preventDefault();
    void share(shareData, mailtoHref(shareData));
  };

  return (
    <div className="reader-controls">
      <div className="reader-controls__group" role="group" aria-label={LABELS.turnPages}>
        <ControlButton label={LABELS.previous} action="previous" enabled={props.canGoBack} onPress={props.onPrevious}>
          <span aria-hidden="true">‹</span>
        </ControlButton>
        <p className="reader-controls__status" role="status">
          {props.status}
        </p>
        {props.textLink}
        <ControlButton label={LABELS.next} action="next" enabled={props.canGoOn} onPress={props.onNext}>
          <span aria-hidden="true">›</span>
        </ControlButton>
      </div>
      <div className="reader-controls__group" role="group" aria-label={LABELS.zoom}>
        <ControlButton
          label={LABELS.zoomOut}
          action="zoomOut"
          enabled={canZoomOut(props.zoom)}
          onPress={props.onZoomOut}
        >
          <span aria-hidden="true">−</span>
        </ControlButton>
        <output className="reader-controls__zoom" aria-label={LABELS.zoomLevel} aria-live="polite">
          {zoomLabel(props.zoom)}
        </output>
        <ControlButton label={LABELS.zoomIn} action="zoomIn" enabled={canZoomIn(props.zoom)} onPress={props.onZoomIn}>
          <span aria-hidden="true">+</span>
        </ControlButton>
        <ControlButton label={LABELS.resetZoom} action="resetZoom" onPress={props.onResetZoom}>
          <span aria-hidden="true">{LABELS.reset}</span>
        </ControlButton>
      </div>
      <div className="reader-controls__group">
        <ControlButton
          label={LABELS.fullscreen}
          action="toggleFullscreen"
          aria-pressed={props.fullscreen}
          onPress={props.onToggleFullscreen}
        >
          <Icon name="fullscreen" />
        </ControlButton>
        <ControlButton
          label={LABELS.allPages}
          action="togglePages"
          aria-expanded={props.pagesOpen}
          aria-controls={props.pagesId}
          onPress={props.onTogglePages}
        >
          <Icon name="pages" />
        </ControlButton>
        {props.contents && (
          <ControlButton
            label={LABELS.contents}
            action="toggleContents"
            aria-expanded={props.contents.open}
            aria-controls={props.contents.id}
            onPress={props.contents.onToggle}
          >
            <Icon name="contents" />
          </ControlButton>
        )}
        <a className="reader-button reader-button--text" href={mailtoHref(shareData)} onClick={onShare}>
          {LABELS.share}
        </a>
      </div>
      {props.children && <div className="reader-controls__group">{props.children}</div>}
    </div>
  );
}
