/**
 * The sign-in messages readers see, spelled exactly as the product defines them (tests assert the
 * same strings), and the mapping from Firebase's error codes to them. Messages for failures the
 * product gives no words to are marked as ours.
 */
import { ACCOUNT_ANSWERS } from '../../../contract/api-messages.ts';
import { ApiError } from '../api/client.ts';

export const LOGIN_MESSAGES = {
  userNotFound: 'No account found with this email.',
  wrongPassword: 'Incorrect password. Please try again.',
  tooManyAttempts: 'Account temporarily locked due to many failed attempts. Try again later or reset your password.',
  disabled: 'This account has been disabled.',
  fallback: 'Invalid email or password.',
  /** Ours: the success state before the redirect. */
  success: 'Login successful! Redirecting…',
} as const;

export const GOOGLE_MESSAGES = {
  canceled: 'Google sign-in was canceled.',
  accountExists: 'An account already exists with this email. Try another sign-in method.',
  /** Ours: the product gives no words for these. */
  popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  failed: 'Google sign-in failed. Please try again.',
} as const;

export const SIGNUP_MESSAGES = {
  failed: 'Signup failed. Please try again.',
  unexpected: 'Something went wrong. Please try again later.',
  /** Ours: the clear message for an e-mail that already has an account. */
  emailTaken: 'An account with this email already exists. Log in, or sign up with another email.',
  /** Ours: shown before the Welcome view. */
  success: 'Account created successfully!',
} as const;

export const RESET_MESSAGES = {
  sent: 'Please check your email for reset instructions.',
  failed: 'Could not send reset email.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  /** Ours: Firebase asks for a fresh sign-in before a password change. */
  recentLogin: 'For your security, log out and log in again before changing your password.',
  /** Ours. */
  failed: 'Could not update your profile. Please try again.',
} as const;

/** `auth/wrong-password` → `auth/wrong-password`; anything else without a code → undefined. */
export function authErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

const LOGIN_BY_CODE: Readonly<Record<string, string>> = {
  'auth/user-not-found': LOGIN_MESSAGES.userNotFound,
  'auth/wrong-password': LOGIN_MESSAGES.wrongPassword,
  'auth/too-many-requests': LOGIN_MESSAGES.tooManyAttempts,
  'auth/user-disabled': LOGIN_MESSAGES.disabled,
  // With e-mail enumeration protection (the default for new projects) Firebase answers
  // auth/invalid-credential for both an unknown e-mail and a wrong password: the default fits.
  'auth/invalid-credential': LOGIN_MESSAGES.fallback,
  'auth/invalid-login-credentials': LOGIN_MESSAGES.fallback,
};

export function loginErrorMessage(error: unknown): string {
  return LOGIN_BY_CODE[authErrorCode(error) ?? ''] ?? LOGIN_MESSAGES.fallback;
}

const GOOGLE_BY_CODE: Readonly<Record<string, string>> = {
  'auth/popup-closed-by-user': GOOGLE_MESSAGES.canceled,
  'auth/cancelled-popup-request': GOOGLE_MESSAGES.canceled,
  'auth/user-cancelled': GOOGLE_MESSAGES.canceled,
  'auth/account-exists-with-different-credential': GOOGLE_MESSAGES.accountExists,
  'auth/popup-blocked': GOOGLE_MESSAGES.popupBlocked,
  'auth/user-disabled': LOGIN_MESSAGES.disabled,
};

export function googleErrorMessage(error: unknown): string {
  return GOOGLE_BY_CODE[authErrorCode(error) ?? ''] ?? GOOGLE_MESSAGES.failed;
}

export function profileErrorMessage(error: unknown): string {
  return authErrorCode(error) === 'auth/requires-recent-login' ? PROFILE_MESSAGES.recentLogin : PROFILE_MESSAGES.failed;
}

/**
 * Signup goes to the API: a taken e-mail (409) and the per-client limit (429) say so, other answers
 * fail, no answer is unexpected.
 */
export function signupErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === undefined) return SIGNUP_MESSAGES.unexpected;
  if (error.status === 409) return SIGNUP_MESSAGES.emailTaken;
  if (error.status === 429) return ACCOUNT_ANSWERS.tooMany;
  return SIGNUP_MESSAGES.failed;
}
