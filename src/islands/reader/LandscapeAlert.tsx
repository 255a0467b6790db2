/** On a phone held upright: the suggestion to turn it, to continue anyway, and to not ask again. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LANDSCAPE_ALERT } from '../../lib/reader/messages.ts';
import { lockLandscape, type OrientationLocking } from '../../lib/reader/orientation.ts';
import { useLandscapeAlert, type Fullscreen } from './hooks.ts';

/**
 * The alert where it is due (a phone held upright, no choice remembered, not closed this visit),
 * with what its buttons do: remember the choice when asked, and try to turn the screen.
 */
export function PhoneAlert({ fullscreen, onSettled }: { fullscreen: Fullscreen; onSettled: () => void }): ReactNode {
  const landscape = useLandscapeAlert(onSettled);
  if (!landscape.open) return null;
  const close = (remember: boolean) => {
    if (remember) landscape.remember('continue');
    landscape.close();
  };
  return (
    <LandscapeAlert
      onContinue={close}
      onClose={close}
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
  );
}

export interface LandscapeAlertProps {
  onContinue: (remember: boolean) => void;
  /** Resolves 'refused' when the browser would not turn the screen. */
  onRotate: (remember: boolean) => Promise<'locked' | 'refused'>;
  onClose: (remember: boolean) => void;
}

export function LandscapeAlert({ onContinue, onRotate, onClose }: LandscapeAlertProps): ReactNode {
  const titleId = useId();
  const bodyId = useId();
  const [remember, setRemember] = useState(false);
  const [refused, setRefused] = useState(false);
  const firstAction = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement;
    firstAction.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const rotate = async () => {
    setRefused((await onRotate(remember)) === 'refused');
  };

  return (
    <div
      className="reader-alert"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose(remember);
      }}
    >
      <button
        type="button"
        className="reader-alert__close"
        aria-label={LANDSCAPE_ALERT.close}
        onClick={() => onClose(remember)}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId}>{LANDSCAPE_ALERT.title}</h2>
      <p id={bodyId}>{LANDSCAPE_ALERT.body}</p>
      <label className="reader-alert__remember">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {LANDSCAPE_ALERT.dontShowAgain}
      </label>
      <div className="reader-alert__actions">
        <button ref={firstAction} type="button" className="button button--ghost" onClick={() => onContinue(remember)}>
          {LANDSCAPE_ALERT.continueAnyway}
        </button>
        <button type="button" className="button" onClick={() => void rotate()}>
          {LANDSCAPE_ALERT.rotateDevice}
        </button>
      </div>
      {refused && (
        <p className="reader-alert__refused" role="status">
          {LANDSCAPE_ALERT.rotateRefused}
        </p>
      )}
    </div>
  );
}
