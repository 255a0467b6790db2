/**
 * A small local note that someone is signed in on this browser. Pages read it before deciding to
 * load Firebase at all; the auth store writes it when Firebase reports a user and clears it when
 * Firebase reports none. Storage that throws (private modes, blocked cookies) reads as signed out.
 */
import { STORAGE_KEYS } from '../../config/accounts.ts';

/** The stored value while someone is signed in. */
export const SIGNED_IN = '1';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readSignedInHint(from: Storage | undefined = storage()): boolean {
  try {
    return from?.getItem(STORAGE_KEYS.signedInHint) === SIGNED_IN;
  } catch {
    return false;
  }
}

/**
 * Dispatched on the window when this page writes the hint: the storage event tells only other
 * tabs, and a page that signs someone in (the desk, the login and sign-up forms) shows it too.
 */
export const SIGNED_IN_HINT_EVENT = 'serendib:signed-in-hint';

export function writeSignedInHint(signedIn: boolean, to: Storage | undefined = storage()): void {
  try {
    if (signedIn) to?.setItem(STORAGE_KEYS.signedInHint, SIGNED_IN);
    else to?.removeItem(STORAGE_KEYS.signedInHint);
  } catch {
    // Without storage every page simply starts signed out.
  }
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(SIGNED_IN_HINT_EVENT));
}

/**
 * An inline head script that runs `then` before the first paint when someone is (`'signed-in'`)
 * or nobody is (`'signed-out'`) signed in on this browser; storage that throws runs nothing. Pages
 * that use it add its hash to the content security policy.
 */
export function signedInHintScript(when: 'signed-in' | 'signed-out', then: string): string {
  const signedIn = `localStorage.getItem(${JSON.stringify(STORAGE_KEYS.signedInHint)}) === ${JSON.stringify(SIGNED_IN)}`;
  return `try { if (${when === 'signed-in' ? signedIn : `!(${signedIn})`}) ${then} } catch {}`;
}
