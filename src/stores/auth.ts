/**
 * `$user`: who is signed in, from Firebase. `undefined` until Firebase has said, then the user or
 * `null`. Firebase is started by the store's first subscriber (onMount), not by importing it.
 * Every change also writes the signed-in hint that lets other pages skip Firebase when nobody is
 * signed in (src/lib/accounts/signed-in-hint.ts). When a session ends (a logout here or in
 * another tab, or a session Firebase no longer holds), this browser's collections are emptied.
 */
import { atom, onMount, task } from 'nanostores';
import {
  GOOGLE_MESSAGES,
  googleErrorMessage,
  loginErrorMessage,
  PROFILE_MESSAGES,
  profileErrorMessage,
  RESET_MESSAGES,
} from '../lib/accounts/auth-errors.ts';
import type { SignedIn } from '../lib/api/accounts.ts';
import {
  currentIdToken,
  sendResetEmail,
  signInWithEmail,
  signInWithGoogle,
  signOutUser,
  updateAccount,
  watchUser,
  type AccountUser,
} from '../lib/firebase/client.ts';
import { logFailure } from '../lib/browser/log.ts';
import { readSignedInHint, writeSignedInHint } from '../lib/accounts/signed-in-hint.ts';
import { forgetLocalCollections } from './local-collections.ts';

export type { AccountUser } from '../lib/firebase/client.ts';

export const $user = atom<AccountUser | null | undefined>(undefined);

function setUser(user: AccountUser | null): void {
  const sessionEnded = user === null && (Boolean($user.get()) || readSignedInHint());
  writeSignedInHint(user !== null);
  if (sessionEnded) forgetLocalCollections();
  $user.set(user);
}

// While nobody watches, the last known user stays: a new watcher gets Firebase's word at once.
onMount($user, () => watchUser(setUser));

/** What an account action answers: done, or the message to show. */
export type Outcome = { ok: true; message?: string } | { ok: false; message: string };

export function logIn(email: string, password: string): Promise<Outcome> {
  return task(async () => {
    try {
      setUser(await signInWithEmail(email, password));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: loginErrorMessage(error) };
    }
  });
}

export function logInWithGoogle(): Promise<Outcome> {
  return task(async () => {
    try {
      setUser(await signInWithGoogle());
      return { ok: true };
    } catch (error) {
      const message = googleErrorMessage(error);
      // The other failures all show one general message: keep their cause for whoever investigates.
      if (message === GOOGLE_MESSAGES.failed) logFailure('Google sign-in failed', error);
      return { ok: false, message };
    }
  });
}

export function logOut(): Promise<void> {
  return task(async () => {
    await signOutUser();
    setUser(null);
  });
}

export function requestPasswordReset(email: string): Promise<Outcome> {
  return task(async () => {
    try {
      await sendResetEmail(email.trim());
      return { ok: true, message: RESET_MESSAGES.sent };
    } catch {
      return { ok: false, message: RESET_MESSAGES.failed };
    }
  });
}

export function saveProfile(changes: { displayName: string; password?: string }): Promise<Outcome> {
  return task(async () => {
    try {
      setUser(await updateAccount(changes));
      return { ok: true, message: PROFILE_MESSAGES.updated };
    } catch (error) {
      return { ok: false, message: profileErrorMessage(error) };
    }
  });
}

/** Who is signed in once Firebase has said (starting it if nobody watches `$user` yet). */
export function knownUser(): Promise<AccountUser | null> {
  return new Promise((resolve) => {
    const stop = $user.subscribe((user) => {
      if (user === undefined) return;
      // The first call may come before `subscribe` has returned `stop`.
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

/** The signed-in user and a fresh ID token for an API call, or undefined when nobody is signed in. */
export async function signedIn(): Promise<SignedIn | undefined> {
  const uid = $user.get()?.uid;
  const token = uid ? await currentIdToken() : undefined;
  return uid && token ? { uid, token } : undefined;
}
