/**
 * The portrait-phone alert: on a phone held upright the reader suggests
 * landscape. The reader's choice, Continue Anyway or Rotate Device, is remembered in local storage
 * when they tick "Don't show this again".
 */
import { READER } from '../../config/reader.ts';
import { STORAGE_KEYS } from '../../config/accounts.ts';

export type AlertChoice = 'continue' | 'rotate';

const CHOICES: readonly string[] = ['continue', 'rotate'] satisfies AlertChoice[];

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The remembered choice; undefined when there is none, or storage is unreadable (private modes). */
export function readAlertChoice(storage: ReadableStorage | undefined): AlertChoice | undefined {
  try {
    const value = storage?.getItem(STORAGE_KEYS.mobileAlertChoice);
    return value && CHOICES.includes(value) ? (value as AlertChoice) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the choice; a full or blocked storage only means the alert may come back. */
export function saveAlertChoice(storage: WritableStorage | undefined, choice: AlertChoice): void {
  try {
    storage?.setItem(STORAGE_KEYS.mobileAlertChoice, choice);
  } catch {
    // Nothing to do: the alert shows again next time.
  }
}

export interface Screenish {
  width: number;
  height: number;
  /** A touch screen (`(pointer: coarse)`), which tells a phone from a narrow desktop window. */
  coarsePointer: boolean;
}

export function isPhonePortrait({ width, height, coarsePointer }: Screenish): boolean {
  return coarsePointer && height > width && width < READER.phoneMaxWidthPx;
}

/** The screens `isPhonePortrait` names, as a media query (the reader wakes at once on them). */
export const PHONE_PORTRAIT_MEDIA = `(pointer: coarse) and (orientation: portrait) and (width < ${READER.phoneMaxWidthPx}px)`;

export function shouldSuggestLandscape(options: {
  phonePortrait: boolean;
  choice: AlertChoice | undefined;
  dismissed: boolean;
}): boolean {
  return options.phonePortrait && options.choice === undefined && !options.dismissed;
}

export interface OrientationLocking {
  /** `screen.orientation`, when the browser has it. */
  orientation?: { lock?: (orientation: 'landscape') => Promise<void> };
  /** Most browsers lock only in fullscreen. */
  enterFullscreen?: () => Promise<void>;
  exitFullscreen?: () => Promise<void>;
}

/**
 * Tries to turn the screen to landscape: fullscreen first (most browsers require it), then the
 * lock. When the browser refuses, fullscreen is left again and the caller says so.
 */
export async function lockLandscape({
  orientation,
  enterFullscreen,
  exitFullscreen,
}: OrientationLocking): Promise<'locked' | 'refused'> {
  if (typeof orientation?.lock !== 'function') return 'refused';
  let enteredFullscreen = false;
  try {
    if (enterFullscreen) {
      await enterFullscreen();
      enteredFullscreen = true;
    }
  } catch {
    // Some browsers lock without fullscreen; try anyway.
  }
  try {
    await orientation.lock('landscape');
    return 'locked';
  } catch {
    if (enteredFullscreen) await exitFullscreen?.().catch(() => undefined);
    return 'refused';
  }
}
