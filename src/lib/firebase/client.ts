/**
 * The only code that touches Firebase. The app and its auth start on first use, so importing this
 * module costs nothing until someone signs in; it is imported only by the account islands and by
 * the signed-in part of src/scripts/personal.ts, never by a signed-out reader's page.
 *
 * Settings come from PUBLIC_FIREBASE_* at build time (docs/configuration.md). With
 * PUBLIC_FIREBASE_AUTH_EMULATOR_HOST set, auth talks to that emulator instead of Google.
 */
import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  EmailAuthProvider,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { readFirebaseSettings } from './settings.ts';

export { readFirebaseSettings, type FirebaseSettings } from './settings.ts';

/** The signed-in user as the site knows it. */
export interface AccountUser {
  uid: string;
  displayName: string | null;
  email: string | null;
}

export function toAccountUser(user: User | null): AccountUser | null {
  return user && { uid: user.uid, displayName: user.displayName, email: user.email };
}

let auth: Auth | undefined;

/** The auth instance, created (and pointed at the emulator when configured) on first use. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const settings = readFirebaseSettings();
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
      ...(settings.appId ? { appId: settings.appId } : {}),
    });
  auth = getAuth(app);
  if (settings.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

/** Calls back with the user now and on every sign-in and sign-out; returns the unsubscribe. */
export function watchUser(callback: (user: AccountUser | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => callback(toAccountUser(user)));
}

export async function signInWithEmail(email: string, password: string): Promise<AccountUser> {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return toAccountUser(user) as AccountUser;
}

/** Google sign-in in a popup (against the emulator's own sign-in page when it is configured). */
export async function signInWithGoogle(): Promise<AccountUser> {
  const { user } = await signInWithPopup(firebaseAuth(), new GoogleAuthProvider());
  return toAccountUser(user) as AccountUser;
}

export async function sendResetEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email);
}

/** Changes the display name, and the password when one is given; answers the updated user. */
export async function updateAccount(changes: { displayName: string; password?: string }): Promise<AccountUser> {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  if (changes.displayName !== (user.displayName ?? '')) await updateProfile(user, { displayName: changes.displayName });
  if (changes.password) {
    await updatePassword(user, changes.password);
    // A password change revokes the tokens of every session, and the API checks revocation by the
    // time of sign-in: signing in again here keeps this session's calls to the API working.
    if (user.email)
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, changes.password));
  }
  return toAccountUser(user) as AccountUser;
}

export async function signOutUser(): Promise<void> {
  await signOut(firebaseAuth());
}

/** A fresh ID token for the API (Firebase refreshes it before it expires), or undefined when signed out. */
export async function currentIdToken(): Promise<string | undefined> {
  return firebaseAuth().currentUser?.getIdToken();
}
