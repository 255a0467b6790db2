/**
 * On every page: loads the signed-in features (src/scripts/personal-signed-in.ts, with Firebase
 * and React) only when this browser's signed-in hint is set. A signed-out reader downloads this
 * file and nothing more: no Firebase, no React, no favourite or save buttons.
 */
import { readSignedInHint } from '../lib/accounts/signed-in-hint.ts';

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
