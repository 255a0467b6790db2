/**
 * On a phone held upright: the suggestion to turn it, to continue anyway, and to not ask again.
 *
 * It is part of the reader's server HTML, shown by CSS alone until the reader is live
 * (reader-alert.css: a phone held upright, and no choice kept in this browser, which the client
 * directive names on the island), so a phone is shown it as the issue opens without loading the
 * reader's code. Its buttons name their actions, so a press before the reader is live is held and
 * acted on once it is; the "Don't show this again" box is read from the page when a button acts.
 */
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { afterNextFrame } from '../../lib/browser/yield-to-browser.ts';
import { HELD_ACTION_ATTRIBUTE } from '../../lib/browser/held-input.ts';
import { LANDSCAPE_ALERT } from '../../lib/reader/messages.ts';
import { lockLandscape, type OrientationLocking } from '../../lib/reader/orientation.ts';
import { useHydratedSoon } from '../parts/hydrated.ts';
import { useLandscapeAlert, type Fullscreen } from './hooks.ts';

export type AlertAction = 'alertContinue' | 'alertClose' | 'alertRotate';

export interface AlertHandle {
  /** Acts as a press of the button would (a press held until the reader was live). */
  press: (action: AlertAction) => void;
}

export interface PhoneAlertProps {
  ref?: Ref<AlertHandle>;
  fullscreen: Fullscreen;
  onSettled: () => void;
  ids: { title: string; body: string };
}

/**
 * The alert where it is due (a phone held upright, no choice remembered, not closed this visit),
 * with what its buttons do: remember the choice when asked, and try to turn the screen.
 */
export function PhoneAlert({ ref, fullscreen, onSettled, ids }: PhoneAlertProps): ReactNode {
  const hydrated = useHydratedSoon();
  const landscape = useLandscapeAlert(onSettled);
  if (hydrated && !landscape.open) return null;
  const close = (remember: boolean) => {
    if (remember) landscape.remember('continue');
    landscape.close();
  };
  return (
    <LandscapeAlert
      ref={ref}
      untilLive={!hydrated}
      ids={ids}
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
  ref?: Ref<AlertHandle>;
  /** Rendered before the reader is live: CSS decides whether it shows. */
  untilLive?: boolean;
  ids: { title: string; body: string };
  onContinue: (remember: boolean) => void;
  /** Resolves 'refused' when the browser would not turn the screen. */
  onRotate: (remember: boolean) => Promise<'locked' | 'refused'>;
  onClose: (remember: boolean) => void;
}

export function LandscapeAlert({ ref, untilLive, ids, onContinue, onRotate, onClose }: LandscapeAlertProps): ReactNode {
  const [refused, setRefused] = useState(false);
  const firstAction = useRef<HTMLButtonElement>(null);
  const rememberBox = useRef<HTMLInputElement>(null);
  const remember = () => rememberBox.current?.checked ?? false;

  useEffect(() => {
    if (untilLive) return;
    const before = document.activeElement;
    // Focused once the browser has drawn: a focus asks for the page's layout, which the commit that
    // wakes the reader has just changed, and working it out inside that commit made it a long task.
    let closed = false;
    void afterNextFrame().then(() => {
      if (!closed) firstAction.current?.focus();
    });
    return () => {
      closed = true;
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [untilLive]);

  const rotate = async () => {
    setRefused((await onRotate(remember())) === 'refused');
  };
  const actions: Record<AlertAction, () => void> = {
    alertContinue: () => onContinue(remember()),
    alertClose: () => onClose(remember()),
    alertRotate: () => void rotate(),
  };
  useImperativeHandle(ref, () => ({ press: (action) => actions[action]() }));
  const held = (action: AlertAction) => ({ [HELD_ACTION_ATTRIBUTE]: action, onClick: actions[action] });

  return (
    <div
      className={`reader-alert${untilLive ? ' reader-alert--until-live' : ''}`}
      role="alertdialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose(remember());
      }}
    >
      <button type="button" className="reader-alert__close" aria-label={LANDSCAPE_ALERT.close} {...held('alertClose')}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={ids.title}>{LANDSCAPE_ALERT.title}</h2>
      <p id={ids.body}>{LANDSCAPE_ALERT.body}</p>
      <label className="reader-alert__remember">
        {/* Not React's state: a tick made before the reader was live is in the page. */}
        <input ref={rememberBox} type="checkbox" defaultChecked={false} />
        {LANDSCAPE_ALERT.dontShowAgain}
      </label>
      <div className="reader-alert__actions">
        <button ref={firstAction} type="button" className="button button--ghost" {...held('alertContinue')}>
          {LANDSCAPE_ALERT.continueAnyway}
        </button>
        <button type="button" className="button" {...held('alertRotate')}>
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
