/**
 * On every page: loads the signed-in features (src/scripts/personal-signed-in.ts, with Firebase
 * and React) only when this browser's signed-in hint is set, at once or when someone signs in
 * later, on this page (the desk signs in where it stands) or in another tab. A signed-out reader
 * downloads this file and nothing more: no Firebase, no React, no favourite or save buttons.
 */
import { readSignedInHint, SIGNED_IN_HINT_EVENT } from '../lib/accounts/signed-in-hint.ts';

interface SignedInFeatures {
  mountPersonal(doc: Document): unknown;
}

const loadFeatures = (): Promise<SignedInFeatures> => import('./personal-signed-in.ts');

export async function loadPersonalWhenSignedIn(
  load: () => Promise<SignedInFeatures> = loadFeatures,
  doc: Document = document,
): Promise<boolean> {
  if (!readSignedInHint()) return false;
  try {
    (await load()).mountPersonal(doc);
    return true;
  } catch (error) {
    console.warn('The signed-in features could not load:', error);
    return false;
  }
}

/**
 * The signed-in features now when the hint is set, or as soon as it is written; once loaded, they
 * follow sign-outs and sign-ins themselves. Answers a function that stops waiting.
 */
export function loadPersonalOnSignIn(
  load: () => Promise<SignedInFeatures> = loadFeatures,
  doc: Document = document,
): () => void {
  const win = doc.defaultView;
  const stop = () => {
    win?.removeEventListener(SIGNED_IN_HINT_EVENT, signedIn);
    win?.removeEventListener('storage', signedIn);
  };
  function signedIn() {
    if (!readSignedInHint()) return;
    stop();
    void loadPersonalWhenSignedIn(load, doc);
  }
  win?.addEventListener(SIGNED_IN_HINT_EVENT, signedIn);
  win?.addEventListener('storage', signedIn);
  signedIn();
  return stop;
}
