/**
 * Sign-up: the API creates the account, then the reader is signed in with the details just typed,
 * so a new reader never logs in a second time. The auth store (Firebase) loads beside the sign-up
 * call, not with the form: a page whose form nobody sends never downloads it.
 */
import type { SignupRequest } from '../../contract/schemas.ts';
import { signUp } from '../lib/api/accounts.ts';
import { logFailure } from '../lib/browser/log.ts';

/** The account exists; `signedIn` says whether the sign-in after it went through too. */
export interface SignedUp {
  signedIn: boolean;
}

/** Creates the account (throwing the API's error when it could not) and signs the reader in. */
export async function signUpAndSignIn(details: SignupRequest): Promise<SignedUp> {
  const auth = import('./auth.ts').catch((error: unknown) => {
    logFailure('Loading the sign-in after sign-up failed', error);
    return undefined;
  });
  await signUp(details);
  const outcome = await (await auth)?.logIn(details.email, details.password);
  if (outcome && !outcome.ok) logFailure('Signing in after sign-up failed', outcome.message);
  return { signedIn: outcome?.ok === true };
}
